import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { screen } from '@testing-library/react';
import type { ReportedDevice } from '../api/device-report';
import ReportedDeviceItem from './ReportedDeviceItem';

const wifi: ReportedDevice = {
  line: 3,
  deviceClass: 'Net',
  name: 'Intel(R) Wi-Fi 6E AX211 160MHz',
  names: { vendor: null, device: null, subsystemVendor: null, subsystem: null },
  category: 'Network Adapters',
  hardwareIds: ['PCI\\VEN_8086&DEV_51F0&SUBSYS_00908086'],
  installed: { provider: 'Intel', version: '23.170.0.2', date: '2025-12-01', inf: 'oem7.inf', signed: true },
  installedAs: null,
  match: {
    matchedBy: 'hardware-id',
    matchedId: 'PCI\\VEN_8086&DEV_51F0&SUBSYS_00908086',
    driver: {
      id: 1014,
      name: 'Intel Wi-Fi 6E AX211 Driver',
      version: '23.170.0.2',
      releaseDate: 'December 2025',
      manufacturer: 'Intel',
      category: 'Network Adapters',
      officialUrl: null,
      path: '/drivers/1014/intel-wi-fi-6e-ax211-driver',
      supportEnded: false,
      supportEndedOn: null,
    },
    declaredBy: null,
    lastVersionSupporting: null,
  },
  withdrawn: null,
  manufacturer: null,
  verdict: 'up-to-date',
};

describe('a device of the My PC report', () => {
  it('tells a device on a version its maker withdrew, pointing to the last good version and the notice', () => {
    const notice = 'https://www.intel.com/content/www/us/en/support/articles/000005559/wireless.html';
    const withdrawn = { version: '23.170.0.2', reason: 'Some systems lost Wi-Fi after sleep.', link: notice, lastGoodVersion: '23.160.0.4' };
    renderWithPlatform(<ReportedDeviceItem device={{ ...wifi, withdrawn }} />);
    expect(screen.getByText(/^Intel withdrew version 23\.170\.0\.2/)).toHaveTextContent(
      "Intel withdrew version 23.170.0.2: Some systems lost Wi-Fi after sleep. The last good version is 23.160.0.4. Intel's notice",
    );
    expect(screen.getByRole('link', { name: "Intel's notice" })).toHaveAttribute('href', notice);
  });

  it("says of a driver whose maker no longer updates it that no newer driver will come, with the maker's day", () => {
    const ended = { ...wifi.match!, driver: { ...wifi.match!.driver, supportEnded: true, supportEndedOn: '2026-06-30' } };
    renderWithPlatform(<ReportedDeviceItem device={{ ...wifi, match: ended }} />);
    expect(
      screen.getByText('Intel no longer updates this driver: no newer driver will come; last version 23.170.0.2. Support ended on June 30, 2026.'),
    ).toBeInTheDocument();
  });

  it('says neither of a device on a good version of a supported driver', () => {
    const { container } = renderWithPlatform(<ReportedDeviceItem device={wifi} />);
    expect(container).not.toHaveTextContent(/withdrew|no longer updates/);
  });
});
