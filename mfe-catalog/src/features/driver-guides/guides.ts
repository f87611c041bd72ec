import type { CategoryName, Manufacturer } from '@driveratlas/driver-domain';
import { DesktopOutlined, PrinterOutlined, SoundOutlined, WifiOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';

export interface GuideStep {
  title: string;
  detail: string;
}

export interface Guide {
  /** The guide's anchor on the page, e.g. /driver-guides#graphics-card-drivers. */
  id: string;
  title: string;
  icon: ComponentType;
  difficulty: 'Easy' | 'Moderate';
  time: string;
  summary: string;
  steps: GuideStep[];
  /** The category page of the site that lists these drivers. */
  category: CategoryName;
  /** Manufacturers whose official download pages the guide points to. */
  sources: Manufacturer['slug'][];
}

/** The four installation guides (spec 001, section 2.5), for Windows 11 and Windows 10. */
export const GUIDES: Guide[] = [
  {
    id: 'printer-drivers',
    title: 'Printer Drivers',
    icon: PrinterOutlined,
    difficulty: 'Easy',
    time: '10-15 minutes',
    summary: 'Add a USB or wireless printer and install the full software package when you need scanning or other extra features.',
    category: 'Printers',
    sources: ['hp', 'canon', 'epson', 'brother'],
    steps: [
      {
        title: 'Find your exact model',
        detail:
          'The model number is printed on the front or top of the printer and on the label at the back or underneath (for example LaserJet Pro M404dw or ET-2720). The driver must match it exactly.',
      },
      {
        title: 'Connect the printer',
        detail:
          "For USB, switch the printer on and plug in the cable. For a wireless printer, first join it to your Wi-Fi network from its control panel or with the maker's setup instructions, so your PC can find it.",
      },
      {
        title: 'Let Windows add it',
        detail:
          'Windows 11: Settings > Bluetooth & devices > Printers & scanners > Add device. Windows 10: Settings > Devices > Printers & scanners > Add a printer or scanner. Windows often installs a working driver on its own through Windows Update.',
      },
      {
        title: 'Install the full package if something is missing',
        detail:
          "If the printer is not found, or scanning, two-sided printing or ink levels are missing, download the full driver and software package for your model and Windows version from the printer maker's support site, run it and choose USB or network when it asks how the printer is connected.",
      },
      {
        title: 'Print a test page',
        detail: 'In Printers & scanners, select the printer and choose Print a test page (on Windows 10, under Manage).',
      },
    ],
  },
  {
    id: 'graphics-card-drivers',
    title: 'Graphics Card Drivers',
    icon: DesktopOutlined,
    difficulty: 'Moderate',
    time: '15-30 minutes',
    summary: 'Update the display driver of an NVIDIA, AMD or Intel graphics chip for better stability and game performance.',
    category: 'Graphics Cards',
    sources: ['nvidia', 'amd', 'intel'],
    steps: [
      {
        title: 'Identify your graphics card',
        detail:
          'Right-click Start > Device Manager and expand Display adapters, or open Task Manager > Performance > GPU. Many laptops list two: a built-in Intel or AMD chip and a separate NVIDIA or AMD card.',
      },
      {
        title: 'Download the driver from the chip maker',
        detail:
          "Choose your exact graphics card and Windows version (Windows 11 or Windows 10, 64-bit) on the NVIDIA, AMD or Intel driver page. On a laptop, check the laptop maker's support page as well: some models need the maker's own graphics driver.",
      },
      {
        title: 'Prepare your PC',
        detail: 'Save your work, close games and video apps, and create a restore point so you can go back if the new driver causes trouble.',
      },
      {
        title: 'Run the installer',
        detail:
          "Right-click the downloaded file, choose Run as administrator and follow the wizard. The screen may go black or flicker for a few seconds while the display driver changes; this is normal. If you had problems before, NVIDIA's Custom install offers a clean installation and AMD's installer a factory reset, which remove old settings.",
      },
      {
        title: 'Restart and check',
        detail: "Restart your PC. In Device Manager, open the card's Properties > Driver tab to confirm the new driver version and date.",
      },
    ],
  },
  {
    id: 'audio-drivers',
    title: 'Audio Drivers',
    icon: SoundOutlined,
    difficulty: 'Easy',
    time: '10-20 minutes',
    summary: 'Restore or update the sound driver of built-in audio, USB headsets and sound cards.',
    category: 'Audio Devices',
    sources: ['realtek', 'creative'],
    steps: [
      {
        title: 'Identify your audio device',
        detail:
          'In Device Manager, expand Sound, video and game controllers. Most desktop and laptop motherboards use a Realtek audio chip; USB headsets, sound cards and docks have their own maker.',
      },
      {
        title: 'Get the driver for your PC or device',
        detail:
          "Built-in audio drivers are usually adapted by the PC or motherboard maker, so download them from its support page for your exact model. For USB or add-in audio devices, use the device maker's site. Windows Update's optional updates may offer an audio driver as well.",
      },
      {
        title: 'Install and restart',
        detail: 'Right-click the installer, choose Run as administrator, follow the wizard, then restart your PC.',
      },
      {
        title: 'Choose the output device',
        detail:
          'Windows 11: Settings > System > Sound, then pick your speakers or headphones under Output. Windows 10: Settings > System > Sound > Choose your output device.',
      },
      {
        title: 'Test the sound',
        detail: 'Play a sound or video. If you hear nothing, run the sound troubleshooter from the same Sound settings page.',
      },
    ],
  },
  {
    id: 'network-drivers',
    title: 'Network Drivers',
    icon: WifiOutlined,
    difficulty: 'Moderate',
    time: '10-20 minutes',
    summary: 'Install a Wi-Fi, Bluetooth or Ethernet driver, even on a PC that cannot get online yet.',
    category: 'Network Adapters',
    sources: ['intel', 'realtek'],
    steps: [
      {
        title: 'Plan for a PC without internet',
        detail:
          'If the PC cannot get online because the network driver is missing, download the driver on another computer and copy it over on a USB drive. An Ethernet cable or USB tethering from a phone may also get you online.',
      },
      {
        title: 'Identify the adapter',
        detail:
          'In Device Manager, expand Network adapters; an adapter without a driver appears under Other devices as Network Controller or Ethernet Controller. In its Properties > Details > Hardware Ids, VEN_8086 means Intel, VEN_10EC Realtek, VEN_14C3 MediaTek, VEN_168C or VEN_17CB Qualcomm, and VEN_14E4 Broadcom.',
      },
      {
        title: 'Download the right package',
        detail:
          "Get the driver from your PC or motherboard maker's support page, or from the chip maker. Wi-Fi cards with Bluetooth usually need two separate drivers: one for Wi-Fi and one for Bluetooth.",
      },
      {
        title: 'Install and restart',
        detail:
          'Run the installer as administrator. If the driver comes as a folder with an .inf file, right-click the .inf file and choose Install. Then restart.',
      },
      {
        title: 'Connect and check',
        detail:
          'Connect from Settings > Network & internet. If problems remain, Network reset (Windows 11: Advanced network settings > Network reset; Windows 10: Status > Network reset) reinstalls the network adapters and restores default network settings.',
      },
    ],
  },
];
