/** @jest-environment node */
import type { ReportedDevice } from './api/device-report';
import { decodeSharedDevices, encodeSharedDevices, powerShellList, sharedDevices, sharedFragment, shareLinkPath } from './share-link';

const device = (overrides: Partial<ReportedDevice>): ReportedDevice => ({
  line: 1,
  deviceClass: null,
  name: 'NVIDIA GeForce RTX 4070',
  names: { vendor: 'NVIDIA Corporation', device: 'AD104 [GeForce RTX 4070]', subsystemVendor: null, subsystem: null },
  category: 'Graphics Cards',
  hardwareIds: ['PCI\\VEN_10DE&DEV_2786&SUBSYS_40C81458&REV_A1', 'PCI\\VEN_10DE&DEV_2786'],
  installed: { provider: 'NVIDIA', version: '32.0.15.8157', date: '2025-10-14', inf: 'oem42.inf', signed: true },
  installedAs: '581.57',
  match: null,
  withdrawn: null,
  manufacturer: null,
  verdict: 'up-to-date',
  ...overrides,
});

describe('the share link', () => {
  it('carries each device’s hardware IDs and installed provider and version, and gives them back', async () => {
    const devices = sharedDevices([device({}), device({ hardwareIds: ['USB\\VID_046D&PID_C52B&REV_1211'], installed: null, name: 'USB Receiver' })]);
    const encoded = await encodeSharedDevices(devices);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decodeSharedDevices(encoded)).toEqual([
      {
        hardwareIds: ['PCI\\VEN_10DE&DEV_2786&SUBSYS_40C81458&REV_A1', 'PCI\\VEN_10DE&DEV_2786'],
        provider: 'NVIDIA',
        version: '32.0.15.8157',
        inf: null,
        deviceClass: null,
      },
      { hardwareIds: ['USB\\VID_046D&PID_C52B&REV_1211'], provider: null, version: null, inf: null, deviceClass: null },
    ]);
  });

  it("keeps the INF of a driver Windows ships, which tells its stand-in for a missing driver, and Windows' device class", async () => {
    const standIn = device({
      name: 'Microsoft Basic Display Adapter',
      deviceClass: 'Display',
      installed: { provider: 'Microsoft', version: '10.0.22621.3527', date: '2006-06-21', inf: 'display.inf', signed: true },
      verdict: 'no-driver',
    });
    const text = powerShellList(await decodeSharedDevices(await encodeSharedDevices(sharedDevices([standIn]))));
    expect(JSON.parse(text)).toEqual([
      { HardWareID: standIn.hardwareIds, DriverProviderName: 'Microsoft', DriverVersion: '10.0.22621.3527', InfName: 'display.inf', DeviceClass: 'Display' },
    ]);
  });

  it('keeps no name, date or INF the PC numbered, and leaves out devices without a hardware ID', async () => {
    const encoded = await encodeSharedDevices(sharedDevices([device({}), device({ hardwareIds: [] })]));
    const text = powerShellList(await decodeSharedDevices(encoded));
    expect(text).not.toMatch(/RTX 4070|oem42|2025-10-14|581\.57/);
    expect(JSON.parse(text)).toEqual([
      {
        HardWareID: ['PCI\\VEN_10DE&DEV_2786&SUBSYS_40C81458&REV_A1', 'PCI\\VEN_10DE&DEV_2786'],
        DriverProviderName: 'NVIDIA',
        DriverVersion: '32.0.15.8157',
        InfName: null,
        DeviceClass: null,
      },
    ]);
  });

  it('is read from the page address’s fragment only', async () => {
    const encoded = await encodeSharedDevices(sharedDevices([device({})]));
    const path = shareLinkPath(encoded);
    expect(path).toBe(`/my-pc#r=${encoded}`);
    expect(sharedFragment(new URL(path, 'https://driveratlas.example').hash)).toBe(encoded);
    expect(sharedFragment('')).toBeNull();
  });

  it('refuses a fragment it did not make', async () => {
    await expect(decodeSharedDevices('bm90LWRlZmxhdGU')).rejects.toThrow();
    const deflated = async (text: string) => {
      const bytes = new Uint8Array(await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer());
      return btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    };
    await expect(decodeSharedDevices(await deflated('{"HardWareID":"PCI"}'))).rejects.toThrow('Not a shared device list.');
    await expect(decodeSharedDevices(await deflated('[[["PCI"],{},null]]'))).rejects.toThrow('Not a shared device list.');
    expect(await decodeSharedDevices(await deflated('[[["PCI\\\\VEN_8086"],null,null]]'))).toEqual([
      { hardwareIds: ['PCI\\VEN_8086'], provider: null, version: null, inf: null, deviceClass: null },
    ]);
    await expect(decodeSharedDevices(await deflated('[[["PCI"],null,null,7]]'))).rejects.toThrow('Not a shared device list.');
  });
});
