import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each seed driver's own official page: [name, the manufacturer's general page it had, its own page]. */
const OFFICIAL_PAGES: Array<[name: string, before: string, page: string]> = [
  [
    'NVIDIA GeForce RTX 5090 Game Ready Driver',
    'https://www.nvidia.com/en-us/drivers/',
    'https://www.nvidia.com/Download/processFind.aspx?psid=131&pfid=1066&osid=135&lid=1&whql=1&lang=en-us&ctk=0&dtcid=1',
  ],
  [
    'NVIDIA GeForce RTX 4070 Game Ready Driver',
    'https://www.nvidia.com/en-us/drivers/',
    'https://www.nvidia.com/Download/processFind.aspx?psid=127&pfid=1015&osid=135&lid=1&whql=1&lang=en-us&ctk=0&dtcid=1',
  ],
  [
    'NVIDIA GeForce RTX 4060 Laptop GPU Game Ready Driver',
    'https://www.nvidia.com/en-us/drivers/',
    'https://www.nvidia.com/Download/processFind.aspx?psid=129&pfid=1007&osid=135&lid=1&whql=1&lang=en-us&ctk=0&dtcid=1',
  ],
  [
    'NVIDIA GeForce RTX 3060 Game Ready Driver',
    'https://www.nvidia.com/en-us/drivers/',
    'https://www.nvidia.com/Download/processFind.aspx?psid=120&pfid=942&osid=135&lid=1&whql=1&lang=en-us&ctk=0&dtcid=1',
  ],
  [
    'NVIDIA GeForce GTX 1660 SUPER Game Ready Driver',
    'https://www.nvidia.com/en-us/drivers/',
    'https://www.nvidia.com/Download/processFind.aspx?psid=112&pfid=910&osid=135&lid=1&whql=1&lang=en-us&ctk=0&dtcid=1',
  ],
  [
    'NVIDIA GeForce GTX 1060 Legacy Driver (R470)',
    'https://www.nvidia.com/en-us/drivers/',
    'https://www.nvidia.com/Download/processFind.aspx?psid=101&pfid=817&osid=19&lid=1&whql=1&lang=en-us&ctk=0&dtcid=0',
  ],
  [
    'AMD Software: Adrenalin Edition for Radeon RX 9070 XT',
    'https://www.amd.com/en/support/download/drivers.html',
    'https://www.amd.com/en/support/downloads/drivers.html/graphics/radeon-rx/radeon-rx-9000-series/amd-radeon-rx-9070-xt.html',
  ],
  [
    'AMD Software: Adrenalin Edition for Radeon RX 7900 XTX',
    'https://www.amd.com/en/support/download/drivers.html',
    'https://www.amd.com/en/support/downloads/drivers.html/graphics/radeon-rx/radeon-rx-7000-series/amd-radeon-rx-7900-xtx.html',
  ],
  [
    'AMD Software: Adrenalin Edition for Radeon RX 7600',
    'https://www.amd.com/en/support/download/drivers.html',
    'https://www.amd.com/en/support/downloads/drivers.html/graphics/radeon-rx/radeon-rx-7000-series/amd-radeon-rx-7600.html',
  ],
  [
    'AMD Software: Adrenalin Edition for Radeon RX 6700 XT',
    'https://www.amd.com/en/support/download/drivers.html',
    'https://www.amd.com/en/support/downloads/drivers.html/graphics/radeon-rx/radeon-rx-6000-series/amd-radeon-rx-6700-xt.html',
  ],
  [
    'Intel Arc B580 Graphics Driver',
    'https://www.intel.com/content/www/us/en/download/785597/intel-arc-iris-xe-graphics-windows.html',
    'https://www.intel.com/content/www/us/en/products/sku/241598/intel-arc-b580-graphics/downloads.html',
  ],
  [
    'Intel Arc A770 Graphics Driver',
    'https://www.intel.com/content/www/us/en/download/785597/intel-arc-iris-xe-graphics-windows.html',
    'https://www.intel.com/content/www/us/en/products/sku/229151/intel-arc-a770-graphics-16gb/downloads.html',
  ],
  [
    'Intel Iris Xe Graphics Driver',
    'https://www.intel.com/content/www/us/en/download/785597/intel-arc-iris-xe-graphics-windows.html',
    'https://www.intel.com/content/www/us/en/download/785597/intel-arc-iris-xe-graphics-windows.html',
  ],
  [
    'Intel UHD Graphics 630 Driver',
    'https://www.intel.com/content/www/us/en/download/776137/intel-7th-10th-gen-processor-graphics-windows.html',
    'https://www.intel.com/content/www/us/en/download/776137/intel-7th-10th-gen-processor-graphics-windows.html',
  ],
  [
    'Intel Wi-Fi 6E AX211 Driver',
    'https://www.intel.com/content/www/us/en/download/19351/intel-wireless-wi-fi-drivers-for-windows-10-and-windows-11.html',
    'https://www.intel.com/content/www/us/en/products/sku/204837/intel-wifi-6e-ax211-gig/downloads.html',
  ],
  [
    'Intel Wi-Fi 6E AX210 Driver',
    'https://www.intel.com/content/www/us/en/download/19351/intel-wireless-wi-fi-drivers-for-windows-10-and-windows-11.html',
    'https://www.intel.com/content/www/us/en/products/sku/204836/intel-wifi-6e-ax210-gig/downloads.html',
  ],
  [
    'Intel Wi-Fi 7 BE200 Driver',
    'https://www.intel.com/content/www/us/en/download/19351/intel-wireless-wi-fi-drivers-for-windows-10-and-windows-11.html',
    'https://www.intel.com/content/www/us/en/products/sku/230078/intel-wifi-7-be200/downloads.html',
  ],
  [
    'Intel Wireless Bluetooth Driver',
    'https://www.intel.com/content/www/us/en/download/18649/intel-wireless-bluetooth-drivers-for-windows-10-and-windows-11.html',
    'https://www.intel.com/content/www/us/en/download/18649/intel-wireless-bluetooth-drivers-for-windows-10-and-windows-11.html',
  ],
  [
    'Intel Ethernet Controller I225-V Driver',
    'https://www.intel.com/content/www/us/en/download/15084/intel-ethernet-adapter-complete-driver-pack.html',
    'https://www.intel.com/content/www/us/en/products/sku/184676/intel-ethernet-controller-i225v/downloads.html',
  ],
  [
    'Intel Ethernet Controller I226-V Driver',
    'https://www.intel.com/content/www/us/en/download/15084/intel-ethernet-adapter-complete-driver-pack.html',
    'https://www.intel.com/content/www/us/en/products/sku/210599/intel-ethernet-controller-i226v/downloads.html',
  ],
  ['Realtek RTL8125B 2.5G Ethernet LAN Driver', 'https://www.realtek.com/Download/Index', 'https://www.realtek.com/Download/List?cate_id=584'],
  ['Realtek RTL8111/RTL8168 PCIe Gigabit Ethernet Driver', 'https://www.realtek.com/Download/Index', 'https://www.realtek.com/Download/List?cate_id=584'],
  ['Realtek Bluetooth Driver', 'https://www.realtek.com/Download/Index', 'https://www.realtek.com/Download/Index?cate_id=203&menu_id=297'],
  ['MediaTek MT7921 Wi-Fi 6 Driver', 'https://www.mediatek.com/products/connectivity', 'https://www.mediatek.com/products/broadband-wifi/mediatek-filogic-330'],
  ['Qualcomm Atheros QCA9377 Wi-Fi Driver', 'https://www.qualcomm.com/support', 'https://www.qualcomm.com/products/technology/wi-fi/qca9377'],
  ['Qualcomm FastConnect 7800 Wi-Fi 7 Driver', 'https://www.qualcomm.com/support', 'https://www.qualcomm.com/wi-fi/products/fastconnect/fastconnect-7800'],
  [
    'Broadcom BCM94360NG 802.11ac Wi-Fi Driver',
    'https://www.broadcom.com/support/download-search',
    'https://www.broadcom.com/products/wireless/wireless-lan-infrastructure/bcm4360',
  ],
  [
    'Realtek High Definition Audio Driver',
    'https://www.realtek.com/Download/List?cate_id=593',
    'https://www.realtek.com/Download/List?cate_id=593&menu_id=298',
  ],
  ['Realtek USB Audio Driver', 'https://www.realtek.com/Download/List?cate_id=593', 'https://www.realtek.com/Download/List?cate_id=195'],
  ['Creative Sound Blaster AE-7 Driver', 'https://support.creative.com/Downloads/welcome.aspx', 'https://us.creative.com/p/sound-blaster/sound-blaster-ae-7'],
  [
    'Creative Sound Blaster X4 USB DAC Driver',
    'https://support.creative.com/Downloads/welcome.aspx',
    'https://us.creative.com/p/sound-blaster/sound-blaster-x4',
  ],
  ['Creative Sound Blaster G6 USB Driver', 'https://support.creative.com/Downloads/welcome.aspx', 'https://us.creative.com/p/sound-blaster/sound-blasterx-g6'],
  [
    'Intel Smart Sound Technology Driver',
    'https://www.intel.com/content/www/us/en/download-center/home.html',
    'https://www.intel.com/content/www/us/en/search.html#q=Intel%20Smart%20Sound%20Technology%20driver&cf-tabfilter=Downloads',
  ],
  [
    'Intel Display Audio Driver',
    'https://www.intel.com/content/www/us/en/download-center/home.html',
    'https://www.intel.com/content/www/us/en/search.html#q=Intel%20Display%20Audio%20driver&cf-tabfilter=Downloads',
  ],
  [
    'NVIDIA High Definition Audio Driver (HDMI Audio)',
    'https://www.nvidia.com/en-us/drivers/',
    'https://us.download.nvidia.com/Windows/581.57/581.57-desktop-win10-win11-64bit-international-dch-whql.exe',
  ],
  ['Cirrus Logic CS35L41 Smart Amplifier Driver', 'https://www.cirrus.com/support/', 'https://www.cirrus.com/products/cs35l41/'],
  ['Razer BlackShark V2 Pro Gaming Headset Driver', 'https://www.razer.com/synapse-4', 'https://www.razer.com/gaming-headsets/razer-blackshark-v2-pro'],
  ['Elgato Wave:3 USB Microphone Driver (Wave Link)', 'https://www.elgato.com/us/en/s/downloads', 'https://www.elgato.com/us/en/p/wave-3'],
  [
    'Creative BT-W5 Bluetooth Audio Transceiver Driver',
    'https://support.creative.com/Downloads/welcome.aspx',
    'https://us.creative.com/p/accessories/creative-bt-w5',
  ],
  [
    'HP Universal Print Driver PCL6',
    'https://support.hp.com/us-en/drivers',
    'https://support.hp.com/us-en/drivers/hp-universal-print-driver-series-for-windows/503548',
  ],
  [
    'HP LaserJet Pro M404dw Full Software and Drivers',
    'https://support.hp.com/us-en/drivers',
    'https://support.hp.com/us-en/drivers/hp-laserjet-pro-m404-m405-series/19202535',
  ],
  [
    'HP OfficeJet Pro 9025e Full Feature Software and Drivers',
    'https://support.hp.com/us-en/drivers',
    'https://support.hp.com/us-en/search?q=HP%20OfficeJet%20Pro%209025e%20All-in-One%20Printer',
  ],
  [
    'HP DeskJet 2755e Full Feature Software and Drivers',
    'https://support.hp.com/us-en/drivers',
    'https://support.hp.com/us-en/drivers/hp-deskjet-2700e-all-in-one-series/29378157',
  ],
  [
    'HP ScanJet Pro 2600 f1 Scanner Driver',
    'https://support.hp.com/us-en/drivers',
    'https://support.hp.com/us-en/search?q=HP%20ScanJet%20Pro%202600%20f1%20Flatbed%20Scanner',
  ],
  ['Canon PIXMA TS9120 MP Drivers', 'https://www.usa.canon.com/support', 'https://www.usa.canon.com/support/p/pixma-ts9120'],
  ['Canon PIXMA TS8320 MP Drivers', 'https://www.usa.canon.com/support', 'https://www.usa.canon.com/support/p/pixma-ts8320'],
  ['Canon Generic Plus UFR II Printer Driver', 'https://www.usa.canon.com/support', 'https://www.usa.canon.com/support/p/imageclass-mf445dw'],
  ['Canon MAXIFY GX7020 MP Drivers', 'https://www.usa.canon.com/support', 'https://www.usa.canon.com/support/p/maxify-gx7020'],
  ['Canon CanoScan LiDE 400 Scanner Driver', 'https://www.usa.canon.com/support', 'https://www.usa.canon.com/support/p/canoscan-lide-400'],
  [
    'Epson EcoTank ET-2720 Printer Driver',
    'https://epson.com/Support/sl/s',
    'https://epson.com/Support/Printers/All-In-Ones/ET-Series/Epson-ET-2720/s/SPT_C11CH42201',
  ],
  [
    'Epson EcoTank ET-4760 Printer Driver',
    'https://epson.com/Support/sl/s',
    'https://epson.com/Support/Printers/All-In-Ones/ET-Series/Epson-ET-4760/s/SPT_C11CG19203',
  ],
  [
    'Epson WorkForce Pro WF-4830 Printer Driver',
    'https://epson.com/Support/sl/s',
    'https://epson.com/Support/Printers/All-In-Ones/WorkForce-Series/Epson-WorkForce-Pro-WF-4830/s/SPT_C11CJ05201',
  ],
  ['Epson Universal Print Driver', 'https://epson.com/Support/sl/s', 'https://epson.com/search/?text=Epson%20Universal%20Print%20Driver#support'],
  [
    'Epson Scan 2 Scanner Driver for EcoTank ET-3760',
    'https://epson.com/Support/sl/s',
    'https://epson.com/Support/Printers/All-In-Ones/ET-Series/Epson-ET-3760/s/SPT_C11CG21201',
  ],
  [
    'Brother HL-L2350DW Full Driver & Software Package',
    'https://support.brother.com/g/b/productsearch.aspx?c=us&lang=en&content=dl',
    'https://support.brother.com/g/b/downloadtop.aspx?c=us&lang=en&prod=hll2350dw_us_eu_as',
  ],
  [
    'Brother MFC-L2750DW Full Driver & Software Package',
    'https://support.brother.com/g/b/productsearch.aspx?c=us&lang=en&content=dl',
    'https://support.brother.com/g/b/downloadtop.aspx?c=us&lang=en&prod=mfcl2750dw_us_eu_as',
  ],
  [
    'Brother MFC-J4335DW Full Driver & Software Package',
    'https://support.brother.com/g/b/productsearch.aspx?c=us&lang=en&content=dl',
    'https://support.brother.com/g/b/downloadtop.aspx?c=us&lang=en&prod=mfcj4335dw_us_eu',
  ],
  [
    'Brother Universal Printer Driver for PCL',
    'https://support.brother.com/g/b/productsearch.aspx?c=us&lang=en&content=dl',
    'https://support.brother.com/g/b/downloadtop.aspx?c=us&lang=en&prod=hll6200dw_us_as',
  ],
  [
    'Brother ADS-1700W Scanner Driver',
    'https://support.brother.com/g/b/productsearch.aspx?c=us&lang=en&content=dl',
    'https://support.brother.com/g/b/downloadtop.aspx?c=us&lang=en&prod=ads1700w_us_eu_as',
  ],
  [
    'Xerox Global Print Driver PCL6',
    'https://www.support.xerox.com/en-us/product/global-print-driver/downloads',
    'https://www.support.xerox.com/en-us/product/global-printer-driver/downloads',
  ],
  ['Xerox VersaLink B405 PCL6 Print Driver', 'https://www.support.xerox.com/', 'https://www.support.xerox.com/en-us/product/versalink-b405/downloads'],
  [
    'Lexmark Universal Print Driver',
    'https://support.lexmark.com/',
    'https://support.lexmark.com/en_us/drivers-downloads.html?q=Lexmark+Universal+Print+Driver+PCL+XL',
  ],
  [
    'Lexmark Universal Print Driver PostScript',
    'https://support.lexmark.com/',
    'https://support.lexmark.com/en_us/drivers-downloads.html?q=Lexmark+Universal+Print+Driver+PostScript',
  ],
  ['Samsung Universal Print Driver 3', 'https://www.samsung.com/us/support/', 'https://www.samsung.com/us/support/'],
  ['Samsung Universal Scan Driver', 'https://www.samsung.com/us/support/', 'https://www.samsung.com/us/support/'],
  [
    'Ricoh PCL6 Driver for Universal Print',
    'https://www.ricoh-usa.com/en/support-and-download',
    'https://support.ricoh.com/bb/html/dr_ut_e/rc3/model/p_i/p_i.htm?lang=en',
  ],
  [
    'Intel USB 3.0 eXtensible Host Controller Driver',
    'https://www.intel.com/content/www/us/en/download-center/home.html',
    'https://www.intel.com/content/www/us/en/download/17344/intel-usb-3-0-extensible-host-controller-driver-for-intel-8-9-100-series-and-intel-c220-c610-chipset-family.html',
  ],
  [
    'Intel Thunderbolt 4 and USB4 DCH Driver',
    'https://www.intel.com/content/www/us/en/download-center/home.html',
    'https://www.intel.com/content/www/us/en/products/sku/193684/intel-jhl8540-thunderbolt-4-controller/downloads.html',
  ],
  ['ASMedia ASM1142 USB 3.1 Host Controller Driver', 'https://www.asmedia.com.tw/', 'https://www.asmedia.com.tw/'],
  [
    'ASMedia ASM3242 USB 3.2 Gen 2x2 Host Controller Driver',
    'https://www.asmedia.com.tw/',
    'https://www.asmedia.com.tw/product/E0CYQ4fSpaQxdjzA/f32YQ14SmApn1wNA',
  ],
  ['VIA Labs VL805 USB 3.0 Host Controller Driver', 'https://www.via-labs.com/driver.php', 'https://www.via-labs.com/driver.php'],
  [
    'AMD USB Filter Driver',
    'https://www.amd.com/en/support/download/drivers.html',
    'https://www.amd.com/en/support/downloads/drivers.html/chipsets/am4/b550.html',
  ],
  [
    'AMD Ryzen Chipset Driver (USB4 and USB)',
    'https://www.amd.com/en/support/download/drivers.html',
    'https://www.amd.com/en/support/downloads/drivers.html/chipsets/am5/x870e.html',
  ],
  ['Realtek USB 3.0 Card Reader Driver', 'https://www.realtek.com/Download/Index', 'https://www.realtek.com/Download/List?cate_id=590&menu_id=405'],
  [
    'Microsoft USB 3.0 eXtensible Host Controller Driver',
    'https://www.catalog.update.microsoft.com/Home.aspx',
    'https://www.catalog.update.microsoft.com/Search.aspx?q=KB5062553',
  ],
  [
    'Microsoft USB4 Host Router Driver',
    'https://www.catalog.update.microsoft.com/Home.aspx',
    'https://www.catalog.update.microsoft.com/Search.aspx?q=KB5065426',
  ],
  ['Logitech Options+', 'https://www.logitech.com/en-us/software/logi-options-plus.html', 'https://www.logitech.com/en-us/software/logi-options-plus.html'],
  ['Logitech G HUB', 'https://support.logi.com/hc/en-us/search?query=G%20HUB', 'https://support.logi.com/hc/en-us/articles/360025298133-Logitech-G-HUB'],
  [
    'Logitech Unifying Software',
    'https://support.logi.com/hc/en-us/search?query=Unifying%20Software',
    'https://support.logi.com/hc/en-us/articles/360025297913-Unifying-Software',
  ],
  ['Logitech SetPoint', 'https://support.logi.com/hc/en-us/search?query=SetPoint', 'https://support.logi.com/hc/en-us/articles/360025141274-SetPoint'],
  ['Razer Synapse 4', 'https://www.razer.com/synapse-4', 'https://www.razer.com/synapse-4'],
  ['Razer Synapse 3', 'https://www.razer.com/synapse-3', 'https://www.razer.com/synapse-3'],
  ['Synaptics Pointing Device Driver', 'https://www.synaptics.com/products/touchpad-family', 'https://www.synaptics.com/products/touchpad-family'],
  [
    'Microsoft Mouse and Keyboard Center',
    'https://support.microsoft.com/en-us/search/results?query=Mouse%20and%20Keyboard%20Center',
    'https://support.microsoft.com/en-us/topic/mouse-and-keyboard-center-download-f5b10905-7887-eedb-2f1c-d0737a36a3b2',
  ],
  [
    'Microsoft Xbox Wireless Adapter Driver',
    'https://www.catalog.update.microsoft.com/Home.aspx',
    'https://www.catalog.update.microsoft.com/Search.aspx?q=Xbox%20Wireless%20Adapter%20for%20Windows',
  ],
  ['Corsair iCUE', 'https://www.corsair.com/us/en/downloads', 'https://www.corsair.com/us/en/s/icue'],
  [
    'Intel Serial IO Driver',
    'https://www.intel.com/content/www/us/en/download-center/home.html',
    'https://www.intel.com/content/www/us/en/search.html#q=Intel%20Serial%20IO%20Driver&cf-tabfilter=Downloads',
  ],
  [
    'Logitech C920 HD Pro Webcam (Logi Tune)',
    'https://www.logitech.com/en-us/video-collaboration/software/logi-tune-software.html',
    'https://support.logi.com/hc/en-us/articles/360024849133--Downloads-HD-Pro-Webcam-C920',
  ],
  [
    'Logitech C922 Pro Stream Webcam (Logitech Capture)',
    'https://www.logitech.com/en-us/product/capture',
    'https://support.logi.com/hc/en-us/articles/360024699934--Downloads-C922-Pro-Stream-Webcam',
  ],
  [
    'Logitech Brio 4K Webcam (Logi Tune)',
    'https://www.logitech.com/en-us/video-collaboration/software/logi-tune-software.html',
    'https://prosupport.logi.com/hc/en-us/articles/360039591834-Downloads-BRIO',
  ],
  [
    'Microsoft LifeCam HD-3000 Software',
    'https://support.microsoft.com/en-us/search/results?query=LifeCam',
    'https://www.catalog.update.microsoft.com/Search.aspx?q=LifeCam%20HD-3000',
  ],
  ['Razer Kiyo Pro Webcam Software', 'https://www.razer.com/synapse-4', 'https://www.razer.com/streaming-cameras/razer-kiyo-pro'],
  ['Elgato Facecam Camera Hub', 'https://www.elgato.com/us/en/s/downloads', 'https://www.elgato.com/us/en/p/facecam'],
  ['Elgato Facecam Pro Camera Hub', 'https://www.elgato.com/us/en/s/downloads', 'https://www.elgato.com/us/en/p/facecam-pro'],
  [
    'Intel RealSense SDK 2.0 for Depth Camera D435',
    'https://www.intel.com/content/www/us/en/download-center/home.html',
    'https://www.intel.com/content/www/us/en/products/sku/128255/intel-realsense-depth-camera-d435/downloads.html',
  ],
  ['HP 960 4K Streaming Webcam Software', 'https://support.hp.com/us-en/drivers', 'https://support.hp.com/us-en/drivers/hp-960-4k-streaming-webcam/2101285027'],
  ['Realtek USB 2.0 Camera Driver', 'https://www.realtek.com/Download/Index', 'https://www.realtek.com/Download/Index'],
  [
    'Intel AVStream Camera Driver (MIPI)',
    'https://www.intel.com/content/www/us/en/download-center/home.html',
    'https://www.intel.com/content/www/us/en/search.html#q=Intel%20MIPI%20camera%20driver%20IPU6&cf-tabfilter=Downloads',
  ],
];

/**
 * Sends each seed driver to its own page on the manufacturer's site (or the exact download), not the vendor's
 * general driver search. A driver the operator has given another page since keeps it.
 */
export class OfficialDriverPages1795800000000 implements MigrationInterface {
  name = 'OfficialDriverPages1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await this.move(queryRunner, OFFICIAL_PAGES);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await this.move(
      queryRunner,
      OFFICIAL_PAGES.map(([name, before, page]) => [name, page, before]),
    );
  }

  private async move(queryRunner: QueryRunner, pages: Array<[string, string, string]>): Promise<void> {
    const rows = pages.map(([name, from, to]) => ({ name, from, to }));
    for (const column of ['officialUrl', 'downloadUrl']) {
      await queryRunner.query(
        `UPDATE "drivers" d SET "${column}" = p."to"
           FROM json_to_recordset($1::json) AS p("name" text, "from" text, "to" text)
          WHERE d."name" = p."name" AND d."${column}" = p."from"`,
        [JSON.stringify(rows)],
      );
    }
  }
}
