import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { fireEvent, screen, within } from '@testing-library/react';
import { DEVICE_PAGES } from '../features/category-pages';
import { aDriver } from '../testing/drivers';
import DeviceCategoryPage from './DeviceCategoryPage';

const NETWORK = [
  aDriver({ id: 1, name: 'Intel Wi-Fi 6E AX211', manufacturer: 'Intel', version: '23.60.0', category: 'Network Adapters' }),
  aDriver({ id: 2, name: 'Realtek RTL8125B 2.5GbE', manufacturer: 'Realtek', version: '10.068', category: 'Network Adapters' }),
  aDriver({ id: 3, name: 'Intel Bluetooth', manufacturer: 'Intel', version: '23.60.5', category: 'Network Adapters' }),
];

function showNetworkPage() {
  renderWithPlatform(<DeviceCategoryPage category="Network Adapters" title="Network Adapter Drivers" />, {
    fallback: { '/api/drivers?category=Network%20Adapters': NETWORK },
  });
}
const shown = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent);
const search = () => screen.getByLabelText('Search network adapters');

describe('a device category page', () => {
  it('offers All Types and the page’s types, and its info cards', () => {
    showNetworkPage();
    const types = within(screen.getByRole('list', { name: 'Type' })).getAllByRole('link');
    expect(types.map((t) => t.textContent)).toEqual(['All Types', ...DEVICE_PAGES['Network Adapters'].types]);
    // Links the server renders, so a type chosen before the page's scripts run (or without them) filters too.
    expect(types.map((t) => t.getAttribute('href'))).toEqual(['/', ...DEVICE_PAGES['Network Adapters'].types.map((t) => `/?type=${encodeURIComponent(t)}`)]);
    expect(screen.getByRole('link', { name: 'All Types' })).toHaveAttribute('aria-current', 'true');
    const info = within(screen.getByRole('region', { name: 'About Network Adapters' })).getAllByRole('heading', { level: 3 });
    expect(info.map((h) => h.textContent)).toEqual(DEVICE_PAGES['Network Adapters'].infoCards.map((c) => c.title));
  });

  it('searches name, manufacturer and version case-insensitively, and counts what it shows', () => {
    showNetworkPage();
    expect(screen.getByText('3 network adapter(s) found')).toBeInTheDocument();
    fireEvent.change(search(), { target: { value: 'REALTEK' } });
    expect(shown()).toEqual(['Realtek RTL8125B 2.5GbE']);
    fireEvent.change(search(), { target: { value: '23.60' } });
    expect(shown()).toEqual(['Intel Wi-Fi 6E AX211', 'Intel Bluetooth']);
    expect(screen.getByText('2 network adapter(s) found')).toBeInTheDocument();
  });

  it('is a search form the server answers, keeping the chosen type', () => {
    showNetworkPage();
    const form = search().closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(search()).toHaveAttribute('name', 'q');
    fireEvent.click(screen.getByRole('link', { name: 'Wi-Fi' }));
    expect(form.querySelector('input[type="hidden"][name="type"]')).toHaveValue('Wi-Fi');
  });

  it('fills the search from a popular-model link', () => {
    showNetworkPage();
    const ax211 = within(screen.getByRole('list', { name: 'Popular models' })).getByRole('link', { name: 'AX211' });
    expect(ax211).toHaveAttribute('href', '/?q=AX211');
    fireEvent.click(ax211);
    expect(search()).toHaveValue('AX211');
    expect(shown()).toEqual(['Intel Wi-Fi 6E AX211']);
  });

  it('filters by the type together with the search, and Clear Search resets both', () => {
    showNetworkPage();
    fireEvent.click(screen.getByRole('link', { name: 'Bluetooth' }));
    expect(shown()).toEqual(['Intel Bluetooth']);
    fireEvent.change(search(), { target: { value: 'realtek' } });
    expect(screen.getByRole('heading', { name: 'No network adapters found' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Clear Search' }));
    expect(search()).toHaveValue('');
    expect(screen.getByRole('link', { name: 'All Types' })).toHaveAttribute('aria-current', 'true');
    expect(shown()).toHaveLength(3);
  });
});
