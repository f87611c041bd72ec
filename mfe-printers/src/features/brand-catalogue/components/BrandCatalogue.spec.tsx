import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { aPrinterModel } from '../../../testing/printers';
import { brandPage } from '../brands';
import { BrandCatalogue } from './BrandCatalogue';

const EPSON = [
  aPrinterModel(),
  aPrinterModel({ id: 302, modelNumber: 'ET-2720', fullName: 'Epson EcoTank ET-2720' }),
  aPrinterModel({ id: 303, modelNumber: 'XP-4105', fullName: 'Epson Expression Home XP-4105', series: 'Expression Home', category: 'Inkjet' }),
];

/** Where the page is, as its address shows it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function showEpson(path = '/printers/epson', notify?: (message: { title: string }) => void) {
  renderWithPlatform(
    <>
      <Routes>
        <Route path="/printers/epson" element={<BrandCatalogue page={brandPage('epson')!} />} />
      </Routes>
      <Address />
    </>,
    { path, fallback: { '/api/printer-models?brand=Epson': EPSON, '/api/drivers?manufacturer=Epson': [] }, notify },
  );
}
const shown = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent);
const search = () => screen.getByLabelText('Search Epson printers');
/** Clicks `link`, and answers whether the page left the click to the browser (which jsdom cannot follow: the test stops it there). */
function clickLeftToBrowser(link: HTMLElement, init?: MouseEventInit): boolean {
  let left = false;
  const stop = (event: MouseEvent) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', stop);
  fireEvent.click(link, init);
  window.removeEventListener('click', stop);
  return left;
}
const types = () => within(screen.getByRole('group', { name: 'Type' }));
const address = () => screen.getByLabelText('address').textContent;

describe('a brand page', () => {
  it('shows every model with its count, and the brand’s type filter', () => {
    showEpson();
    expect(shown()).toEqual(['Epson EcoTank ET-4760', 'Epson EcoTank ET-2720', 'Epson Expression Home XP-4105']);
    expect(screen.getByText('3 printer(s) found')).toBeInTheDocument();
    const links = types().getAllByRole('link');
    expect(links.map((t) => t.textContent)).toEqual(['All Types', 'EcoTank Printers (Tank)', 'Inkjet Printers', 'Photo Printers']);
    expect(links.map((t) => t.getAttribute('href'))).toEqual([
      '/printers/epson#filters',
      '/printers/epson?type=Tank#filters',
      '/printers/epson?type=Inkjet#filters',
      '/printers/epson?type=Photo#filters',
    ]);
    expect(types().getByRole('link', { current: true })).toHaveTextContent('All Types');
  });

  it('keeps the search and the type in the address, filtering as the search is typed', () => {
    showEpson();
    fireEvent.change(search(), { target: { value: 'et 2720' } });
    expect(search()).toHaveValue('et 2720');
    expect(shown()).toEqual(['Epson EcoTank ET-2720']);
    expect(address()).toBe('/printers/epson?q=et+2720');
    const inkjet = types().getByRole('link', { name: 'Inkjet Printers' });
    expect(inkjet).toHaveAttribute('href', '/printers/epson?q=et+2720&type=Inkjet#filters');
    fireEvent.click(inkjet);
    expect(address()).toBe('/printers/epson?q=et+2720&type=Inkjet');
    expect(types().getByRole('link', { current: true })).toHaveTextContent('Inkjet Printers');
    expect(screen.getByText('0 printer(s) found')).toBeInTheDocument();
  });

  it('starts from the search and type of its address', () => {
    showEpson('/printers/epson?q=et4760&type=Tank');
    expect(search()).toHaveValue('et4760');
    expect(types().getByRole('link', { current: true })).toHaveTextContent('EcoTank Printers (Tank)');
    expect(shown()).toEqual(['Epson EcoTank ET-4760']);
  });

  it('searches with a GET form of its own address, keeping the type as a hidden field', () => {
    showEpson('/printers/epson?q=et&type=Tank');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/printers/epson#filters');
    expect(search()).toHaveAttribute('name', 'q');
    expect(form.querySelector('input[type="hidden"]')).toMatchObject({ name: 'type', value: 'Tank' });
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    // With the scripts the list already shows the search: submitting it reloads nothing.
    expect(fireEvent.submit(form)).toBe(false);
  });

  it('sends no type with the search when every type is shown', () => {
    showEpson();
    expect(screen.getByRole('search').querySelector('input[type="hidden"]')).toBeNull();
  });

  it('fills the search box from a Popular Models link, which keeps the type', () => {
    showEpson('/printers/epson?type=Inkjet');
    const link = within(screen.getByRole('group', { name: 'Popular Models' })).getByRole('link', { name: 'XP-4105' });
    expect(link).toHaveAttribute('href', '/printers/epson?q=XP-4105&type=Inkjet#filters');
    fireEvent.click(link);
    expect(search()).toHaveValue('XP-4105');
    expect(shown()).toEqual(['Epson Expression Home XP-4105']);
  });

  it('links each model’s name and Details to its page, and Download Driver to the redirect to its official page', () => {
    showEpson();
    const card = within(screen.getAllByRole('article')[0]);
    expect(card.getByRole('link', { name: 'Epson EcoTank ET-4760' })).toHaveAttribute('href', '/printers/epson/ET-4760');
    expect(card.getByRole('link', { name: /Details$/ })).toHaveAttribute('href', '/printers/epson/ET-4760');
    const download = card.getByRole('link', { name: /Download Driver$/ });
    expect(download).toHaveAttribute('href', '/api/drivers/301/download-file');
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Back to All Printers$/ })).toHaveAttribute('href', '/printers');
    expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual(['Search']);
  });

  it('shows the empty state with its hint, and Clear Search resets the search and the type', () => {
    showEpson('/printers/epson?q=nothing&type=Photo');
    expect(screen.getByRole('heading', { name: 'No Epson printers found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria or browse all available models.')).toBeInTheDocument();
    const clear = screen.getByRole('link', { name: 'Clear Search' });
    expect(clear).toHaveAttribute('href', '/printers/epson#filters');
    fireEvent.click(clear);
    expect(address()).toBe('/printers/epson');
    expect(search()).toHaveValue('');
    expect(shown()).toHaveLength(3);
  });

  it('opens the details dialog in place from Details once the scripts run; a click that opens a new tab is the browser’s', async () => {
    showEpson();
    const details = within(screen.getAllByRole('article')[1]).getByRole('link', { name: /Details$/ });
    expect(clickLeftToBrowser(details, { ctrlKey: true })).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(clickLeftToBrowser(details)).toBe(false);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Epson EcoTank ET-2720')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Download Driver$/ })).toHaveAttribute('href', '/api/drivers/302/download-file');
    expect(address()).toBe('/printers/epson');
  });

  it('opens the official page from Download Driver in the click, records the download with the model number and name, and leaves a new tab’s click to the link', async () => {
    const fetch = jest.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ downloadCount: 1 }), { status: 200 }));
    const original = globalThis.fetch;
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    try {
      const notify = jest.fn();
      showEpson('/printers/epson', notify);
      const download = within(screen.getAllByRole('article')[0]).getByRole('link', { name: /Download Driver$/ });
      // Ctrl-click: the browser opens the link (the counting redirect) in a new tab; the page does nothing more.
      expect(clickLeftToBrowser(download, { ctrlKey: true })).toBe(true);
      expect(open).not.toHaveBeenCalled();
      expect(fetch).not.toHaveBeenCalled();

      expect(clickLeftToBrowser(download)).toBe(false);
      expect(open).toHaveBeenCalledWith('https://epson.com/Support/Printers/ET-4760', '_blank', 'noopener,noreferrer');
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Opening the official Epson page' }));
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
      const [url, init] = fetch.mock.calls[0];
      expect(url).toBe('/api/drivers/301/download');
      expect(init?.method).toBe('POST');
      expect(JSON.parse(String(init?.body))).toEqual({ printerModel: 'ET-4760', printerName: 'Epson EcoTank ET-4760' });
    } finally {
      globalThis.fetch = original;
      open.mockRestore();
    }
  });
});
