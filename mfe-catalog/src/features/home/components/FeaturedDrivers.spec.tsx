import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { screen, within } from '@testing-library/react';
import { aDriver } from '../../../testing/drivers';
import { DEFAULT_FILTERS } from '../featured-filters';
import FeaturedDrivers from './FeaturedDrivers';

/** The service's answers: the first 8 (which Home asks first) and all of them. */
const show = (drivers: unknown[], filters = DEFAULT_FILTERS) =>
  renderWithPlatform(<FeaturedDrivers filters={filters} filtersId="home-filters" onChangeFilters={jest.fn()} />, {
    fallback: { '/api/drivers/featured?limit=8': drivers.slice(0, 8), '/api/drivers/featured': drivers },
  });
const names = () =>
  within(screen.getByRole('region', { name: 'Featured Drivers' }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('the featured drivers', () => {
  const drivers = Array.from({ length: 10 }, (_, i) => aDriver({ id: 1000 + i, name: `Driver ${i}` }));

  it("show the first 8 that pass the filters, in the API's order, and say how many", () => {
    show(drivers);
    expect(names()).toEqual(drivers.slice(0, 8).map((d) => d.name));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 8 featured drivers for Windows 11, 64-bit.');
  });

  it('leave out a driver the filters do not keep, and fill the 8 places with the next ones', () => {
    const older = aDriver({ id: 2000, name: 'Legacy Audio Driver', operatingSystem: 'Windows 10, Windows 7' });
    const { unmount } = show([older, ...drivers]);
    expect(names()).toEqual(drivers.slice(0, 8).map((d) => d.name));
    unmount();
    show([older, ...drivers], { ...DEFAULT_FILTERS, os: 'Windows 10' });
    expect(names()).toEqual([older, ...drivers.slice(0, 7)].map((d) => d.name));
  });

  it('show loading, not a count of the first 8, while every featured driver is asked for', async () => {
    const older = aDriver({ id: 2000, name: 'Legacy Audio Driver', operatingSystem: 'Windows 10, Windows 7' });
    let answer: (drivers: unknown[]) => void = () => undefined;
    const all = new Promise<unknown[]>((resolve) => (answer = resolve));
    renderWithPlatform(<FeaturedDrivers filters={DEFAULT_FILTERS} filtersId="home-filters" onChangeFilters={jest.fn()} />, {
      fallback: { '/api/drivers/featured?limit=8': [older, ...drivers].slice(0, 8) },
      fetcher: (key) => (key === '/api/drivers/featured' ? all : Promise.reject(new Error(key))),
    });
    expect(screen.queryByText(/^Showing/)).toBeNull();
    expect(screen.getByText('Loading featured drivers...')).toBeInTheDocument();
    answer([older, ...drivers]);
    expect(await screen.findByText('Showing 8 featured drivers for Windows 11, 64-bit.')).toBeInTheDocument();
    expect(names()).toEqual(drivers.slice(0, 8).map((d) => d.name));
  });

  it('say so when none match, and offer Reset filters, a link to Home without filters, only when the filters are not the defaults', async () => {
    const { unmount } = show(drivers, { ...DEFAULT_FILTERS, manufacturer: 'amd' });
    expect(screen.getByRole('heading', { name: 'No featured drivers match these filters' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset filters' })).toHaveAttribute('href', '/');
    unmount();
    show(drivers.slice(0, 0).concat([aDriver({ id: 3000, name: 'Only 32-bit', architecture: '32-bit' })]));
    expect(screen.queryByRole('link', { name: 'Reset filters' })).toBeNull();
  });

  it('lead Change filters to the filters panel, as a link that works before any script', () => {
    show(drivers);
    expect(screen.getByRole('link', { name: 'Change filters' })).toHaveAttribute('href', '#home-filters');
  });
});
