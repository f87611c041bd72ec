import { catalogHardwareId, makerUrl, windowsTargets } from './maker-package';

describe("the makers' package shape", () => {
  it.each([
    ['pci\\ven_8086&dev_2725&subsys_00248086', 'PCI\\VEN_8086&DEV_2725&SUBSYS_00248086'],
    ['HDAUDIO\\FUNC_01&VEN_10EC&DEV_0257&SUBSYS_17AA22D9', 'HDAUDIO\\FUNC_01&VEN_10EC&DEV_0257&SUBSYS_17AA22D9'],
    ['ACPI\\VEN_INT&DEV_33A0', 'ACPI\\INT33A0'],
    [' swc\\ven_int&dev_0e0c ', 'SWC\\VEN_INT&DEV_0E0C'],
    ['HID\\VID_06CB&PID_CE26', 'HID\\VID_06CB&PID_CE26'],
  ])('writes the hardware ID %s in the catalogue spelling, %s', (written, id) => {
    expect(catalogHardwareId(written)).toEqual({ id });
  });

  it.each([
    ['PCI\\VEN_8086&DEV_27', 'DEV_27: DEV must be 4 hexadecimal digits.'],
    ['USB\\VID_8087', 'A USB hardware ID names its vendor (VID_) and product (PID_).'],
    ['BTHENUM\\{0000110b-0000-1000-8000-00805f9b34fb}', expect.stringContaining('BTHENUM\\ IDs are not looked up here')],
    ['Intel Bluetooth', '"Intel Bluetooth" is not a hardware ID: it has no enumerator such as PCI\\ or USB\\.'],
  ])('refuses %s, saying why', (written, reason) => {
    expect(catalogHardwareId(written)).toEqual({ reason });
  });

  it("takes a maker's address on its own site as https, and refuses one elsewhere", () => {
    expect(makerUrl('Dell', 'http://www.dell.com/support/home/us/en/19/Drivers/DriversDetails?driverId=8C27J')).toEqual({
      url: 'https://www.dell.com/support/home/us/en/19/Drivers/DriversDetails?driverId=8C27J',
    });
    expect(makerUrl('HP', 'https://ftp.hp.com/pub/softpaq/sp151001-151500/sp151033.exe')).toEqual({
      url: 'https://ftp.hp.com/pub/softpaq/sp151001-151500/sp151033.exe',
    });
    expect(makerUrl('Lenovo', 'https://download.lenovo.com.example.net/n3ywl25w.exe')).toEqual({
      reason: "https://download.lenovo.com.example.net/n3ywl25w.exe is not on Lenovo's site (lenovo.com)",
    });
    expect(makerUrl('HP', 'https://ftp.hp.com@files.example.net/sp151033.exe')).toMatchObject({ reason: expect.stringContaining("is not on HP's site") });
    expect(makerUrl('Dell', 'downloads.dell.com/FOLDER1/x.exe')).toEqual({ reason: '"downloads.dell.com/FOLDER1/x.exe" is not an address' });
  });

  it('merges the targets by Windows version, newest first, architectures in the catalogue order, versions the site does not list left out', () => {
    expect(
      windowsTargets([
        { windows: 'Windows 7', architecture: 'x64' },
        { windows: 'Windows 10', architecture: 'x64' },
        { windows: null, architecture: 'x64' },
        { windows: 'Windows 10', architecture: 'x86' },
        { windows: 'Windows 10', architecture: 'x64' },
        { windows: 'Windows 11', architecture: null },
      ]),
    ).toEqual([
      { windows: 'Windows 11', architectures: [] },
      { windows: 'Windows 10', architectures: ['x86', 'x64'] },
      { windows: 'Windows 7', architectures: ['x64'] },
    ]);
  });
});
