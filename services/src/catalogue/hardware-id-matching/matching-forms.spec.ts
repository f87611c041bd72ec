import { parseHardwareId, parseHardwareIdList } from './hardware-id';
import { matchingForms, mergeDeviceIds, namesADevice } from './matching-forms';

describe('matchingForms', () => {
  it('goes from the most specific PCI form to the class alone, as Windows ranks hardware and compatible IDs', () => {
    const device = mergeDeviceIds(parseHardwareIdList('PCI\\VEN_1B21&DEV_1242&SUBSYS_12421B21&REV_00\nPCI\\VEN_1B21&DEV_1242&CC_0C0330').ids);
    expect(matchingForms(device)).toEqual([
      'PCI\\VEN_1B21&DEV_1242&SUBSYS_12421B21&REV_00',
      'PCI\\VEN_1B21&DEV_1242&SUBSYS_12421B21',
      'PCI\\VEN_1B21&DEV_1242&REV_00',
      'PCI\\VEN_1B21&DEV_1242',
      'PCI\\VEN_1B21&DEV_1242&CC_0C0330',
      'PCI\\VEN_1B21&DEV_1242&CC_0C03',
      'PCI\\CC_0C0330',
      'PCI\\CC_0C03',
    ]);
  });

  it('tells the forms that name a device from a PCI class alone, which Windows counts as a compatible ID', () => {
    const device = mergeDeviceIds(parseHardwareIdList('PCI\\VEN_1B21&DEV_1242&CC_0C0330').ids);
    expect(matchingForms(device).map((form) => [form, namesADevice(form, device)])).toEqual([
      ['PCI\\VEN_1B21&DEV_1242', true],
      ['PCI\\VEN_1B21&DEV_1242&CC_0C0330', true],
      ['PCI\\VEN_1B21&DEV_1242&CC_0C03', true],
      ['PCI\\CC_0C0330', false],
      ['PCI\\CC_0C03', false],
    ]);
  });

  it('gives a bare PCI ID its one form', () => {
    expect(matchingForms(parseHardwareId('PCI\\VEN_10DE&DEV_2786'))).toEqual(['PCI\\VEN_10DE&DEV_2786']);
  });

  it('matches a USB interface before the whole device', () => {
    expect(matchingForms(parseHardwareId('USB\\VID_046D&PID_085B&REV_0016&MI_00'))).toEqual([
      'USB\\VID_046D&PID_085B&REV_0016&MI_00',
      'USB\\VID_046D&PID_085B&MI_00',
      'USB\\VID_046D&PID_085B&REV_0016',
      'USB\\VID_046D&PID_085B',
    ]);
  });

  it('drops the HD Audio subsystem and revision in turn', () => {
    expect(matchingForms(parseHardwareId('hdaudio\\func_01&ven_10ec&dev_0897&subsys_18497897&rev_1000'))).toEqual([
      'HDAUDIO\\FUNC_01&VEN_10EC&DEV_0897&SUBSYS_18497897&REV_1000',
      'HDAUDIO\\FUNC_01&VEN_10EC&DEV_0897&SUBSYS_18497897',
      'HDAUDIO\\FUNC_01&VEN_10EC&DEV_0897&REV_1000',
      'HDAUDIO\\FUNC_01&VEN_10EC&DEV_0897',
    ]);
  });

  it('reads the ACPI spellings of one device as one form', () => {
    expect(matchingForms(parseHardwareId('ACPI\\VEN_CSC&DEV_3551'))).toEqual(['ACPI\\CSC3551']);
    expect(matchingForms(parseHardwareId('*pnp0303'))).toEqual(['ACPI\\PNP0303']);
  });
});

describe('a codec on Intel Smart Sound bus', () => {
  it('is matched by its own INTELAUDIO IDs first, then as the same codec on the HD Audio bus (compatible IDs)', () => {
    const codec = parseHardwareId('INTELAUDIO\\FUNC_01&VEN_10EC&DEV_0257&SUBSYS_17AA22C9&REV_1000');
    expect(codec).toMatchObject({ bus: 'HDAUDIO', enumerator: 'INTELAUDIO', vendorId: '10EC', deviceId: '0257' });
    expect(matchingForms(codec).map((form) => [form, namesADevice(form, codec)])).toEqual([
      ['INTELAUDIO\\FUNC_01&VEN_10EC&DEV_0257&SUBSYS_17AA22C9&REV_1000', true],
      ['INTELAUDIO\\FUNC_01&VEN_10EC&DEV_0257&SUBSYS_17AA22C9', true],
      ['INTELAUDIO\\FUNC_01&VEN_10EC&DEV_0257&REV_1000', true],
      ['INTELAUDIO\\FUNC_01&VEN_10EC&DEV_0257', true],
      ['HDAUDIO\\FUNC_01&VEN_10EC&DEV_0257&SUBSYS_17AA22C9&REV_1000', false],
      ['HDAUDIO\\FUNC_01&VEN_10EC&DEV_0257&SUBSYS_17AA22C9', false],
      ['HDAUDIO\\FUNC_01&VEN_10EC&DEV_0257&REV_1000', false],
      ['HDAUDIO\\FUNC_01&VEN_10EC&DEV_0257', false],
    ]);
  });
});
