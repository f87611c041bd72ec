import { parseHardwareId } from '../hardware-id-matching/hardware-id';
import { categoryOfDevice } from './device-categories';

describe('categoryOfDevice', () => {
  it("takes Windows' class first, in any case", () => {
    expect(categoryOfDevice('Display', null)).toBe('Graphics Cards');
    expect(categoryOfDevice('MEDIA', null)).toBe('Audio Devices');
    expect(categoryOfDevice('Bluetooth', null)).toBe('Network Adapters');
    expect(categoryOfDevice('HIDClass', null)).toBe('Input Devices');
    expect(categoryOfDevice('Camera', null)).toBe('Cameras');
  });

  it('falls back on the PCI class code and the HD Audio bus', () => {
    expect(categoryOfDevice(null, parseHardwareId('PCI\\VEN_8086&DEV_7AE0&CC_0C0330'))).toBe('USB Controllers');
    expect(categoryOfDevice('System', parseHardwareId('PCI\\VEN_10EC&DEV_8125&CC_020000'))).toBe('Network Adapters');
    expect(categoryOfDevice(null, parseHardwareId('HDAUDIO\\FUNC_01&VEN_10EC&DEV_0897'))).toBe('Audio Devices');
  });

  it('says nothing of a device no category covers', () => {
    expect(categoryOfDevice('System', parseHardwareId('PCI\\VEN_8086&DEV_7A23&CC_0C0500'))).toBeNull();
    expect(categoryOfDevice(null, null)).toBeNull();
  });
});
