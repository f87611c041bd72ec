import { renderRoutesToString, renderWithPlatform } from '@driveratlas/testing/web/render';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { aDriver, anInfFile } from '../testing/drivers';
import DriverPage from './DriverPage';

const driver = aDriver({ id: 1042, name: 'NVIDIA GeForce RTX 4070 Game Ready Driver', version: '566.36', releaseDate: 'December 2024' });
const PATH = '/drivers/1042/nvidia-geforce-rtx-4070-game-ready-driver';
const VERSIONS = [
  { version: '566.36', releaseDate: 'December 2024', fileSize: '680 MB', notes: 'Current notes.', latest: true },
  { version: '566.14', releaseDate: 'November 2024', fileSize: '', notes: 'Earlier notes.', latest: false },
];
const GUIDE = {
  installationGuide: { steps: ['Open Device Manager.'], tips: ['Restart first.'], supportNote: 'Ask NVIDIA.' },
  disclaimer: 'Independent site.',
  officialUrl: 'https://www.nvidia.com/en-us/drivers/',
};
const DEVICES = {
  packageVersion: '566.36',
  files: [anInfFile({ file: 'nv_dispi.inf', packageVersion: '566.36', driverDate: '2024-12-05', driverVersion: '32.0.15.6636', origin: 'operator' })],
  total: 1,
  devices: [{ hardwareId: 'PCI\\VEN_10DE&DEV_2786', name: 'AD104 [GeForce RTX 4070]' }],
};
const FALLBACK = {
  '/api/drivers/1042': driver,
  '/api/drivers/1042/versions': VERSIONS,
  '/api/drivers/1042/devices': DEVICES,
  '/api/drivers/1042/installation-guide': GUIDE,
};

function DriverRoutes() {
  return (
    <Routes>
      <Route path="/drivers/:id/:slug" element={<DriverPage />} />
      <Route path="/drivers/:id" element={<DriverPage />} />
    </Routes>
  );
}

describe('the driver page', () => {
  it('renders on the server with the details, the answer to "is this the latest?", the history and the guide', async () => {
    const html = await renderRoutesToString(DriverRoutes, PATH, FALLBACK);
    expect(html).toContain(`<h1>${driver.name}</h1>`);
    expect(html).toContain('Version 566.36, released December 2024, is the latest version in the catalogue.');
    expect(html).toContain('Earlier notes.');
    expect(html).toContain('Open Device Manager.');
    expect(html).toContain('Windows 11, 64-bit (x64)');
    expect(html).toMatch(/<h2 id="driver-page-devices">Supported Devices<\/h2><p>Version 566.36 of the package declares 1 hardware ID in this INF file:/);
    expect(html).toContain('<details class="driver-page__devices"><summary>Show the hardware ID</summary>');
    expect(html).toContain('<code>PCI\\VEN_10DE&amp;DEV_2786</code>');
  });

  it('marks the newest version Latest in the history table, newest first', () => {
    renderWithPlatform(<DriverRoutes />, { path: PATH, fallback: FALLBACK });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['566.36LatestDecember 2024680 MBCurrent notes.', '566.14November 2024~150-250 MBEarlier notes.']);
  });

  it('links to the official page the service checked, and back to the category page', () => {
    renderWithPlatform(<DriverRoutes />, { path: PATH, fallback: FALLBACK });
    expect(screen.getByRole('link', { name: 'www.nvidia.com' })).toHaveAttribute('href', GUIDE.officialUrl);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Graphics Cards' })).toHaveAttribute('href', '/graphics-cards');
  });

  it.each([`/drivers/1042/old-name`, '/drivers/1042'])('sends %s on to the one address of the driver', async (path) => {
    renderWithPlatform(<DriverRoutes />, { path, fallback: FALLBACK });
    expect(await screen.findByRole('heading', { level: 1, name: driver.name })).toBeInTheDocument();
  });

  it('shows Page Not Found for an id the service does not know', async () => {
    const fetcher = () => Promise.reject(Object.assign(new Error('404: Not Found'), { status: 404 }));
    renderWithPlatform(<DriverRoutes />, { path: '/drivers/999999/x', fetcher });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
