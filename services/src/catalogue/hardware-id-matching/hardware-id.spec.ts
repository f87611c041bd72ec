import { HardwareIdError, hardwareIdsOf, parseHardwareId, parseHardwareIdList, readHardwareId } from './hardware-id';

describe('parseHardwareId', () => {
  it.each([
    ['PCI\\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A', 'PCI\\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A'],
    ['pci\\ven_8086&dev_2723', 'PCI\\VEN_8086&DEV_2723'],
    ['  "PCI\\VEN_10DE&DEV_2786&SUBSYS_51101462"  ', 'PCI\\VEN_10DE&DEV_2786&SUBSYS_51101462'],
    ['PCI\\VEN_1B21&DEV_1242&CC_0C0330', 'PCI\\VEN_1B21&DEV_1242&CC_0C0330'],
    ['PCI\\CC_0C0330', 'PCI\\CC_0C0330'],
    ['PCI\\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A\\4&2F5C8C3&0&00E0', 'PCI\\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A'],
    ['USB\\VID_046D&PID_085B&REV_0016&MI_00', 'USB\\VID_046D&PID_085B&REV_0016&MI_00'],
    ['usb\\vid_8087&pid_0033', 'USB\\VID_8087&PID_0033'],
    ['HDAUDIO\\FUNC_01&VEN_10EC&DEV_0897&SUBSYS_18497897&REV_1000', 'HDAUDIO\\FUNC_01&VEN_10EC&DEV_0897&SUBSYS_18497897&REV_1000'],
    ['ACPI\\VEN_INT&DEV_33A0', 'ACPI\\INT33A0'],
    ['ACPI\\INT33A0', 'ACPI\\INT33A0'],
    ['acpi\\msft0101', 'ACPI\\MSFT0101'],
    ['*PNP0303', 'ACPI\\PNP0303'],
  ])('reads %s as %s', (input, canonical) => {
    expect(parseHardwareId(input).id).toBe(canonical);
  });

  it('takes the subsystem vendor from the last four digits of a PCI SUBSYS and the first four of an HD Audio one', () => {
    expect(parseHardwareId('PCI\\VEN_8086&DEV_2723&SUBSYS_17F6103C')).toMatchObject({ subsystemVendorId: '103C', subsystemDeviceId: '17F6' });
    expect(parseHardwareId('HDAUDIO\\FUNC_01&VEN_10EC&DEV_0236&SUBSYS_103C8468')).toMatchObject({ subsystemVendorId: '103C', subsystemDeviceId: '8468' });
  });

  it.each([
    ['Intel Wi-Fi 6 AX200', /no enumerator/],
    ['PCI\\VEN_80G6&DEV_2723', /VEN must be 4 hexadecimal digits/],
    ['PCI\\VEN_8086', /both the vendor/],
    ['PCI\\VEN_8086&DEV_2723&SUBSYS_0084', /SUBSYS must be 8 hexadecimal digits/],
    ['USB\\VID_046D', /vendor \(VID_\) and product \(PID_\)/],
    ['HDAUDIO\\VEN_10EC&DEV_0897', /function group/],
    ['SWD\\MMDEVAPI\\{0.0.0.00000000}', /not looked up here/],
    ['PCI\\VEN_8086&DEV_2723&FOO_1', /"FOO_1" is not a part/],
    ['', /Nothing to look up/],
  ])('refuses %j with a reason', (input, reason) => {
    expect(() => parseHardwareId(input)).toThrow(HardwareIdError);
    expect(() => parseHardwareId(input)).toThrow(reason);
    expect(readHardwareId(input)).toMatch(reason);
  });

  it('keeps the hardware IDs of a list and leaves out what is not one (a USB class ID, a software device)', () => {
    const ids = hardwareIdsOf(['USB\\Class_0e&SubClass_01', 'usb\\vid_046d&pid_085b', 'SWD\\MMDEVAPI', 'PCI\\CC_0C0330']);
    expect(ids.map((id) => id.id)).toEqual(['USB\\VID_046D&PID_085B', 'PCI\\CC_0C0330']);
  });
});

describe('parseHardwareIdList', () => {
  it("reads Device Manager's Hardware Ids list, one ID a line, dropping repeats", () => {
    const list = parseHardwareIdList(
      'PCI\\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A\r\nPCI\\VEN_8086&DEV_2723&SUBSYS_00848086\r\n\r\nPCI\\VEN_8086&DEV_2723&CC_028000\r\nPCI\\VEN_8086&DEV_2723&CC_0280\npci\\ven_8086&dev_2723&cc_0280',
    );
    expect(list.ids.map((id) => id.id)).toEqual([
      'PCI\\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A',
      'PCI\\VEN_8086&DEV_2723&SUBSYS_00848086',
      'PCI\\VEN_8086&DEV_2723&CC_028000',
      'PCI\\VEN_8086&DEV_2723&CC_0280',
    ]);
    expect(list.refused).toEqual([]);
  });

  it('keeps the IDs of a list and names the lines that are not IDs', () => {
    const list = parseHardwareIdList('USB\\VID_046D&PID_082D&REV_0011\nhello');
    expect(list.ids.map((id) => id.id)).toEqual(['USB\\VID_046D&PID_082D&REV_0011']);
    expect(list.refused).toEqual([{ input: 'hello', reason: expect.stringMatching(/not a hardware ID/) }]);
  });
});
