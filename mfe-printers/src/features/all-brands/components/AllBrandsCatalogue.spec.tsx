import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { Driver } from '../../../api/types';
import { aPrinterBrand, aPrinterDriver } from '../../../testing/printers';
import { AllBrandsCatalogue } from './AllBrandsCatalogue';

const BRANDS = [
  aPrinterBrand({ id: 1, name: 'HP', route: '/printers/hp', driverCount: 36 }),
  aPrinterBrand({ id: 2, name: 'Canon', route: '/printers/canon', driverCount: 29 }),
  aPrinterBrand({ id: 3, name: 'Epson', route: '/printers/epson', driverCount: 28 }),
  aPrinterBrand({ id: 4, name: 'Brother', route: '/printers/brother', driverCount: 29 }),
  aPrinterBrand({ id: 5, name: 'Xerox', route: null, driverCount: 2 }),
  aPrinterBrand({ id: 6, name: 'Ricoh', route: null, driverCount: 0 }),
];
// As the API answers: most downloaded first.
const DRIVERS = [
  aPrinterDriver({
    id: 1001,
    name: 'HP DeskJet 2755e Software',
    manufacturer: 'HP',
    downloadCount: 348_000,
    rating: 4,
    isLatest: false,
    releaseDate: 'June 2025',
  }),
  aPrinterDriver({
    id: 1002,
    name: 'Brother HL-L2350DW Package',
    manufacturer: 'Brother',
    downloadCount: 298_000,
    rating: 5,
    isLatest: true,
    releaseDate: 'August 2025',
  }),
  aPrinterDriver({
    id: 1003,
    name: 'Epson EcoTank ET-2720 Driver',
    manufacturer: 'Epson',
    downloadCount: 264_000,
    rating: 5,
    isLatest: true,
    releaseDate: 'September 2025',
  }),
  aPrinterDriver({
    id: 1004,
    name: 'Canon PIXMA TS8320 MP Drivers',
    manufacturer: 'Canon',
    downloadCount: 96_000,
    rating: 4,
    isLatest: true,
    releaseDate: 'October 2025',
  }),
  aPrinterDriver({
    id: 1005,
    name: 'Xerox Global Print Driver',
    manufacturer: 'Xerox',
    downloadCount: 68_000,
    rating: 4,
    isLatest: true,
    releaseDate: 'July 2025',
  }),
  aPrinterDriver({
    id: 1006,
    name: 'HP ScanJet Pro 2600 Driver',
    manufacturer: 'HP',
    downloadCount: 52_000,
    rating: 3,
    isLatest: true,
    releaseDate: 'January 2025',
  }),
  aPrinterDriver({
    id: 1007,
    name: 'Xerox VersaLink B405 Driver',
    manufacturer: 'Xerox',
    downloadCount: 21_000,
    rating: 5,
    isLatest: false,
    releaseDate: 'March 2025',
  }),
];
const ANSWERS = { '/api/printer-brands': BRANDS, '/api/drivers?category=Printers': DRIVERS };

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

function showPage(path = '/printers', fallback: Record<string, unknown> = ANSWERS, fetcher?: (key: string) => Promise<unknown>) {
  return renderWithPlatform(
    <>
      <AllBrandsCatalogue />
      <Address />
    </>,
    { path, fallback, fetcher },
  );
}

/** The drivers handed to the catalog's DriverCard, in the order shown. */
const shownDrivers = (): Driver[] =>
  [...document.querySelectorAll('[data-remote="catalog/DriverCard"]')].map(
    (card) => (JSON.parse(card.getAttribute('data-props')!) as { driver: Driver }).driver,
  );
const shownIds = () => shownDrivers().map((d) => d.id);
const filter = () => within(screen.getByRole('group', { name: 'Filter by brand' }));
const brandCards = () => within(screen.getByRole('region', { name: 'Printer Brands' }));
const sort = () => within(screen.getByRole('group', { name: 'Sort by' }));
const address = () => screen.getByTestId('address').textContent;

describe('the all-brands printers page', () => {
  it('names the page and sets its meta description', () => {
    showPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Printer Drivers' })).toBeInTheDocument();
    expect(document.title).toContain('Printer Drivers');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'Find drivers for HP, Canon, Epson, Brother and other printer models',
    );
  });

  it('shows 8 skeleton brand cards and 5 skeleton driver cards while the lists load', () => {
    showPage('/printers', {}, () => new Promise(() => undefined));
    expect(document.querySelectorAll('.all-brands__skeleton--brand')).toHaveLength(8);
    expect(document.querySelectorAll('.all-brands__grid--driver .all-brands__skeleton--driver')).toHaveLength(5);
    expect(screen.getByText('Loading printer brands...')).toBeInTheDocument();
    expect(screen.getByText('Loading printer drivers...')).toBeInTheDocument();
    expect(shownIds()).toEqual([]);
  });

  it('links HP, Canon, Epson and Brother to their pages, and the other brands to the list filtered by them', () => {
    showPage();
    for (const brand of BRANDS.filter((b) => b.route)) expect(brandCards().getByRole('link', { name: brand.name })).toHaveAttribute('href', brand.route);
    expect(brandCards().getByRole('link', { name: 'Xerox' })).toHaveAttribute('href', '/printers?brand=Xerox#drivers');
    expect(brandCards().getByRole('link', { name: 'Xerox' })).not.toHaveAttribute('aria-current');
    expect(brandCards().getByRole('link', { name: 'Ricoh' })).toHaveAttribute('href', '/printers?brand=Ricoh#drivers');
    expect(brandCards().queryAllByRole('button')).toEqual([]);
    expect(brandCards().getByText('36 drivers')).toBeInTheDocument();
  });

  it('counts every driver on All Brands and each brand’s drivers on its link, each to its address', () => {
    showPage();
    const links = filter().getAllByRole('link');
    expect(links.map((b) => b.textContent)).toEqual(['All Brands (7)', 'HP (2)', 'Canon (1)', 'Epson (1)', 'Brother (1)', 'Xerox (2)', 'Ricoh (0)']);
    expect(links.map((b) => b.getAttribute('href'))).toEqual([
      '/printers#drivers',
      ...['HP', 'Canon', 'Epson', 'Brother', 'Xerox', 'Ricoh'].map((brand) => `/printers?brand=${brand}#drivers`),
    ]);
    expect(filter().queryAllByRole('button')).toEqual([]);
    expect(filter().getByRole('link', { name: 'All Brands (7)' })).toHaveAttribute('aria-current', 'true');
    expect(filter().getByRole('link', { name: 'HP (2)' })).not.toHaveAttribute('aria-current');
    expect(shownIds()).toEqual(DRIVERS.map((d) => d.id));
  });

  it('filters by a brand’s link without a reload, shows the badge, and keeps the brand in the address', () => {
    showPage();
    fireEvent.click(filter().getByRole('link', { name: 'HP (2)' }));
    expect(shownIds()).toEqual([1001, 1006]);
    expect(filter().getByRole('link', { name: 'HP (2)' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Brand: HP')).toBeInTheDocument();
    expect(address()).toBe('/printers?brand=HP');
    expect(screen.getByText('2 drivers, 400,000 total downloads, average rating 3.5 / 5')).toBeInTheDocument();
  });

  it('renders the filtered list from the address alone, each link keeping the sort', () => {
    showPage('/printers?brand=hp&sort=latest');
    expect(shownIds()).toEqual([1001, 1006]);
    expect(filter().getByRole('link', { name: 'HP (2)' })).toHaveAttribute('aria-current', 'true');
    expect(filter().getByRole('link', { name: 'Canon (1)' })).toHaveAttribute('href', '/printers?brand=Canon&sort=latest#drivers');
    expect(filter().getByRole('link', { name: 'All Brands (7)' })).toHaveAttribute('href', '/printers?sort=latest#drivers');
    expect(screen.getByRole('link', { name: 'Clear the HP filter' })).toHaveAttribute('href', '/printers?sort=latest#drivers');
    expect(sort().getByRole('link', { name: 'Name A-Z' })).toHaveAttribute('href', '/printers?brand=HP&sort=name#drivers');
    expect(sort().getByRole('link', { name: 'Most Popular' })).toHaveAttribute('href', '/printers?brand=HP#drivers');
  });

  it('filters in place from another brand’s card', () => {
    showPage();
    fireEvent.click(brandCards().getByRole('link', { name: 'Xerox' }));
    expect(brandCards().getByRole('link', { name: 'Xerox' })).toHaveAttribute('aria-current', 'true');
    expect(shownIds()).toEqual([1005, 1007]);
    expect(address()).toBe('/printers?brand=Xerox');
  });

  it('clears the brand with the x badge and gives the focus to All Brands', async () => {
    showPage('/printers?brand=xerox&sort=name');
    expect(shownIds()).toEqual([1005, 1007]);
    fireEvent.click(screen.getByRole('link', { name: 'Clear the Xerox filter' }));
    expect(screen.queryByText('Brand: Xerox')).not.toBeInTheDocument();
    expect(shownIds()).toHaveLength(DRIVERS.length);
    expect(address()).toBe('/printers?sort=name');
    await waitFor(() => expect(filter().getByRole('link', { name: 'All Brands (7)' })).toHaveFocus());
  });

  it('shows the chosen brand’s figures in the stats card', () => {
    showPage('/printers?brand=Xerox');
    const stats = within(screen.getByRole('region', { name: 'Xerox Printer Drivers' }));
    const figures = Object.fromEntries(stats.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(figures).toEqual({ 'Drivers available': '2', 'Total downloads': '89,000', 'Average rating': '4.5 / 5', 'Latest versions': '1' });
    expect(stats.getByRole('link', { name: 'View All Brands' })).toHaveAttribute('href', '/printers#drivers');
    fireEvent.click(stats.getByRole('link', { name: 'View All Brands' }));
    expect(screen.queryByRole('region', { name: 'Xerox Printer Drivers' })).not.toBeInTheDocument();
    expect(address()).toBe('/printers');
  });

  it('shows no stats card for all brands, but the summary of the whole list', () => {
    showPage();
    expect(screen.queryByRole('heading', { name: /Printer Drivers$/, level: 3 })).not.toBeInTheDocument();
    expect(screen.getByText('7 drivers, 1,147,000 total downloads, average rating 4.3 / 5')).toBeInTheDocument();
  });

  it('shows the empty state for a brand without drivers, and View All Brands shows them all again', () => {
    showPage();
    fireEvent.click(filter().getByRole('link', { name: 'Ricoh (0)' }));
    expect(screen.getByRole('heading', { name: 'No drivers found for Ricoh' })).toBeInTheDocument();
    expect(shownIds()).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: 'View All Brands' }));
    expect(screen.queryByRole('heading', { name: 'No drivers found for Ricoh' })).not.toBeInTheDocument();
    expect(shownIds()).toHaveLength(DRIVERS.length);
  });

  it.each([
    ['popularity', 'Most Popular', [1001, 1002, 1003, 1004, 1005, 1006, 1007]],
    ['name', 'Name A-Z', [1002, 1004, 1003, 1001, 1006, 1005, 1007]],
    ['rating', 'Highest Rated', [1002, 1003, 1007, 1001, 1004, 1005, 1006]],
    ['downloads', 'Most Downloaded', [1001, 1002, 1003, 1004, 1005, 1006, 1007]],
    ['latest', 'Latest Release', [1004, 1003, 1002, 1005, 1001, 1007, 1006]],
  ])('sorts by %s (%s) with its link', (key, label, ids) => {
    showPage('/printers?sort=downloads');
    const link = sort().getByRole('link', { name: label });
    expect(link).toHaveAttribute('href', key === 'popularity' ? '/printers#drivers' : `/printers?sort=${key}#drivers`);
    fireEvent.click(link);
    expect(sort().getByRole('link', { current: true })).toHaveTextContent(label);
    expect(sort().getAllByRole('link', { current: false })).toHaveLength(4);
    expect(shownIds()).toEqual(ids);
    expect(address()).toBe(key === 'popularity' ? '/printers' : `/printers?sort=${key}`);
  });

  it('offers the five sorts as links, the chosen one current', () => {
    showPage('/printers?sort=rating');
    expect(
      sort()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Most Popular', 'Name A-Z', 'Highest Rated', 'Most Downloaded', 'Latest Release']);
    expect(sort().getByRole('link', { current: true })).toHaveTextContent('Highest Rated');
  });

  it('sorts the filtered list, and keeps the sort when the brand changes', () => {
    showPage('/printers?sort=latest');
    fireEvent.click(filter().getByRole('link', { name: 'HP (2)' }));
    expect(shownIds()).toEqual([1001, 1006]);
    expect(address()).toBe('/printers?brand=HP&sort=latest');
    expect(sort().getByRole('link', { current: true })).toHaveTextContent('Latest Release');
  });

  it('says when a list cannot be loaded and loads it again with Retry', async () => {
    let failures = 1;
    const fetcher = (key: string) => {
      if (key === '/api/drivers?category=Printers' && failures-- > 0) return Promise.reject(new Error('500: boom'));
      return Promise.resolve(ANSWERS[key as keyof typeof ANSWERS]);
    };
    showPage('/printers', {}, fetcher);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The printer drivers could not be loaded');
    expect(screen.queryByRole('group', { name: 'Filter by brand' })).not.toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shownIds()).toHaveLength(DRIVERS.length));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(brandCards().getByRole('link', { name: 'HP' })).toBeInTheDocument();
  });
});
