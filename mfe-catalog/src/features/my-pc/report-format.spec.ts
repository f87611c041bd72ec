import type { DeviceReport, ReportedDevice } from './api/device-report';
import { declaredByText, driverAge, lastVersionText, reportText, summaryLine } from './report-format';

const device = (overrides: Partial<ReportedDevice>): ReportedDevice => ({
  line: 1,
  deviceClass: null,
  name: 'Realtek PCIe GbE Family Controller',
  names: { vendor: null, device: null, subsystemVendor: null, subsystem: null },
  category: 'Network Adapters',
  hardwareIds: ['PCI\\VEN_10EC&DEV_8168'],
  installed: { provider: 'Realtek', version: '10.68.815.2023', date: '2023-08-15', inf: 'rt640x64.inf', signed: true },
  installedAs: null,
  match: null,
  withdrawn: null,
  manufacturer: null,
  verdict: 'not-in-catalogue',
  ...overrides,
});

const match = (version: string) => ({
  matchedBy: 'hardware-id' as const,
  matchedId: 'PCI\\VEN_10DE&DEV_2786',
  driver: {
    id: 1001,
    name: 'NVIDIA GeForce Game Ready Driver',
    version,
    releaseDate: 'November 2025',
    manufacturer: 'NVIDIA',
    category: 'Graphics Cards',
    officialUrl: null,
    path: '/drivers/1001/nvidia-geforce-game-ready-driver',
    supportEnded: false,
    supportEndedOn: null,
  },
  declaredBy: null,
  lastVersionSupporting: null,
});

const report: DeviceReport = {
  format: 'powershell-json',
  devices: [
    device({}),
    device({
      name: 'NVIDIA GeForce RTX 4070',
      installed: { provider: 'NVIDIA', version: '32.0.15.8157', date: '2025-10-14', inf: 'oem42.inf', signed: true },
      installedAs: '581.57',
      match: match('581.80'),
      verdict: 'update-available',
    }),
    device({ name: 'Unknown device', installed: null, verdict: 'no-driver' }),
  ],
  counts: {
    'no-driver': 1,
    'update-available': 1,
    'cannot-compare': 0,
    'not-in-catalogue': 1,
    'newer-than-catalogue': 0,
    'windows-driver': 0,
    'up-to-date': 0,
  },
  sources: [],
  notRead: [],
};

describe('the report as text', () => {
  it('sums the devices up by verdict, most urgent first, leaving out the verdicts no device has', () => {
    expect(summaryLine(report)).toBe('3 devices · 1 without a driver · 1 update available · 1 not in the catalogue');
  });

  it('gives a forum post the summary and one line a device: verdict, name, installed and catalogue versions', () => {
    expect(reportText(report)).toBe(
      [
        '3 devices · 1 without a driver · 1 update available · 1 not in the catalogue',
        'No driver installed | Unknown device | installed none | catalogue none',
        'Update available | NVIDIA GeForce RTX 4070 | installed 32.0.15.8157 (581.57) | catalogue 581.80',
        'Not in the catalogue | Realtek PCIe GbE Family Controller | installed 10.68.815.2023 | catalogue none',
      ].join('\n'),
    );
  });

  it('adds the last version that supports a device where newer ones dropped it', () => {
    const dropped = device({
      name: 'Intel Wireless-AC 9560',
      match: { ...match('23.160.0.4'), lastVersionSupporting: '23.40.0.4' },
      verdict: 'update-available',
    });
    expect(reportText({ ...report, devices: [dropped] }).split('\n')[1]).toBe(
      'Update available | Intel Wireless-AC 9560 | installed 10.68.815.2023 | catalogue 23.160.0.4 | last version supporting it 23.40.0.4',
    );
  });

  it('names the INF file that declares a device, with its DriverVer where the package is numbered otherwise', () => {
    const declared = { file: 'Netwtw08.INF', packageVersion: '23.100.0.4', driverDate: '2024-11-11', driverVersion: '23.100.0.4' };
    expect(declaredByText(declared)).toBe('Declared by Netwtw08.INF (version 23.100.0.4)');
    expect(declaredByText({ ...declared, file: 'nv_dispi.inf', packageVersion: '581.57', driverVersion: '32.0.15.8157' })).toBe(
      'Declared by nv_dispi.inf (version 581.57, DriverVer 32.0.15.8157)',
    );
    expect(lastVersionText('23.40.0.4')).toBe('Newer versions of this driver no longer support this device. The last version that does is 23.40.0.4.');
  });

  it('says how old a driver is in months, then in years', () => {
    const today = new Date('2025-11-20T12:00:00Z');
    expect(driverAge('2025-11-03', today)).toBe('less than a month old');
    expect(driverAge('2025-10-14', today)).toBe('1 month old');
    expect(driverAge('2024-01-21', today)).toBe('21 months old');
    expect(driverAge('2023-08-15', today)).toBe('2 years old');
    expect(driverAge('not a date', today)).toBeNull();
  });
});
