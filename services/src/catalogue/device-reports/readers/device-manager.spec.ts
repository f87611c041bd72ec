import { DeviceListError } from '../device-list';
import { looksLikeDeviceManagerIds, readDeviceManagerIds } from './device-manager';

describe('readDeviceManagerIds', () => {
  it('reads one device a block of IDs, as written, with the line of its first ID and nothing Device Manager does not copy', () => {
    const text = [
      'PCI\\VEN_10DE&DEV_2684&SUBSYS_167C10DE&REV_A1',
      'PCI\\VEN_10DE&DEV_2684&SUBSYS_167C10DE',
      '',
      '',
      'usb\\vid_8087&pid_0033&rev_0000',
      'USB\\VID_8087&PID_0033',
    ].join('\r\n');
    expect(readDeviceManagerIds(text)).toEqual({
      format: 'device-manager',
      devices: [
        {
          line: 1,
          name: null,
          manufacturer: null,
          deviceClass: null,
          hardwareIds: ['PCI\\VEN_10DE&DEV_2684&SUBSYS_167C10DE&REV_A1', 'PCI\\VEN_10DE&DEV_2684&SUBSYS_167C10DE'],
          compatibleIds: [],
          driver: null,
          problem: false,
        },
        expect.objectContaining({ line: 5, hardwareIds: ['usb\\vid_8087&pid_0033&rev_0000', 'USB\\VID_8087&PID_0033'] }),
      ],
      notRead: [],
    });
  });

  it('answers the IDs it can read and gives the line and reason of each line that is not one', () => {
    const text = [
      'HID\\VID_046D&PID_C52B&REV_1211&MI_00',
      'HID_DEVICE_SYSTEM_KEYBOARD',
      '',
      'PCI\\VEN_8086&DEV_7A27&SUBSYS_7D251462&REV_11\\3&11583659&0&A2',
      'PCI\\VEN_8086&DEV_7A27',
    ].join('\n');
    const list = readDeviceManagerIds(text);
    expect(list.devices.map((d) => [d.line, d.hardwareIds.length])).toEqual([[4, 2]]);
    expect(list.notRead).toEqual([
      { line: 1, reason: expect.stringMatching(/HID\\ IDs are not looked up here/) },
      { line: 2, reason: expect.stringMatching(/no enumerator/) },
    ]);
  });

  it('refuses a text without a single hardware ID', () => {
    expect(() => readDeviceManagerIds('HID_DEVICE\nhello')).toThrow(DeviceListError);
  });
});

describe('looksLikeDeviceManagerIds', () => {
  it.each([
    ['PCI\\VEN_8086&DEV_7A70&SUBSYS_00908086&REV_11\nPCI\\VEN_8086&DEV_7A70', true],
    ['ACPI\\PNP0C0E\n*PNP0C0E\nsome note', true],
    ['My PC has a PCI\\VEN_8086 card.\nIt does not work.', false],
    ['PCI\\VEN_8086&DEV_7A70\nnote 1\nnote 2\nnote 3', false],
    ['', false],
  ])('%j: %s', (text, expected) => {
    expect(looksLikeDeviceManagerIds(text)).toBe(expected);
  });
});
