/** A PC's device list as PowerShell prints it, about 1 MB: 2,000 devices (the most read), some of them in the catalogue. */
export function largeList(): string {
  const devices = Array.from({ length: 2000 }, (_, i) => {
    const vendor = ['10DE', '8086', '10EC', '1022', '14C3'][i % 5];
    const device = (0x1000 + ((i * 7919) % 0xefff)).toString(16).toUpperCase();
    return {
      DeviceName: `Device ${i} of a crowded PC, with a name as long as Windows gives some`,
      HardWareID: [`PCI\\VEN_${vendor}&DEV_${device}&SUBSYS_${(0x1000 + i).toString(16).toUpperCase()}1043&REV_0${i % 9}`, `PCI\\VEN_${vendor}&DEV_${device}`],
      CompatID: [`PCI\\VEN_${vendor}&DEV_${device}&REV_0${i % 9}`, `PCI\\VEN_${vendor}&CC_030000`, 'PCI\\CC_0300'],
      DriverVersion: `32.0.15.${1000 + i}`,
      DriverDate: '2025-10-14T00:00:00+02:00',
      DriverProviderName: 'A Maker',
      Manufacturer: 'A Maker Corporation',
      DeviceClass: 'DISPLAY',
      InfName: `oem${i}.inf`,
      IsSigned: true,
    };
  });
  return JSON.stringify(devices, null, 2);
}
