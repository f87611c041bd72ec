/** @jest-environment node */
import { describePublishedPaths, renderRoutesToString } from '@driveratlas/testing/web/render';
import PrinterRoutes from './routes';
import { aPrinterBrand, aPrinterDriver, aPrinterModel } from './testing/printers';

const ET4760 = aPrinterModel();
const M404 = aPrinterModel({ id: 101, brand: 'HP', modelNumber: 'M404dw', fullName: 'HP LaserJet Pro M404dw', series: 'LaserJet Pro', category: 'Laser' });

/** What a server would hand each page with its HTML: the answers its lists ask for. */
const FALLBACK = {
  '/api/printer-models?brand=HP': [M404],
  '/api/printer-models?brand=Canon': [],
  '/api/printer-models?brand=Epson': [ET4760],
  '/api/printer-models?brand=Brother': [],
  '/api/drivers?manufacturer=HP': [],
  '/api/drivers?manufacturer=Canon': [],
  '/api/drivers?manufacturer=Epson': [],
  '/api/drivers?manufacturer=Brother': [],
  '/api/printer-brands': [aPrinterBrand(), aPrinterBrand({ id: 5, name: 'Xerox', route: null, driverCount: 1 })],
  '/api/drivers?category=Printers': [
    aPrinterDriver({ id: 1001, name: 'HP Smart Driver', manufacturer: 'HP' }),
    aPrinterDriver({ id: 1002, name: 'Xerox Global Print Driver', manufacturer: 'Xerox' }),
  ],
};

describe('the printer pages rendered on the server', () => {
  it.each([
    ['/printers', 'Printer Drivers', 'Printer Drivers'],
    ['/printers/hp', 'HP Printer Drivers', M404.fullName],
    ['/printers/canon', 'Canon Printer Drivers', 'No Canon printers found'],
    ['/printers/epson', 'Epson Printer Drivers', 'Verified Epson Drivers'],
    ['/printers/epson?q=et4760&type=Tank', 'Epson Printer Drivers', '1 printer(s) found'],
    ['/printers/brother', 'Brother Printer Drivers', 'Try adjusting your search criteria or browse all available models.'],
    ['/printers/epson/ET-4760', 'Epson EcoTank ET-4760 Driver', 'Epson_ET-4760_Driver_v2.68.exe'],
    ['/printers/epson/ET-9999', 'Page Not Found', 'Page Not Found'],
    ['/printers/acme', 'Page Not Found', 'Page Not Found'],
  ])('%s holds its heading and its content', async (path, heading, content) => {
    const html = await renderRoutesToString(PrinterRoutes, path, FALLBACK);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toContain(content);
  });
});

/** The attributes of the link of `html` whose text (tags and comments left out) is `text`, or undefined. */
function linkTo(html: string, text: string): Record<string, string> | undefined {
  for (const [, attributes, inner] of html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)) {
    if (inner.replace(/<[^>]*>/g, '') !== text) continue;
    return Object.fromEntries([...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value.replace(/&amp;/g, '&')]));
  }
  return undefined;
}
const textOf = (html: string) => html.replace(/<!-- -->/g, '');

describe('the printer pages’ controls on the server, which work before and without the scripts', () => {
  it('renders /printers filtered and sorted by its address, every filter and sort a link', async () => {
    const html = await renderRoutesToString(PrinterRoutes, '/printers?brand=xerox&sort=name', FALLBACK);
    expect(textOf(html)).toContain('Brand: Xerox');
    expect(html).toContain('Xerox Global Print Driver');
    expect(html).not.toContain('HP Smart Driver');
    expect(linkTo(html, 'Xerox (1)')).toMatchObject({ href: '/printers?brand=Xerox&sort=name#drivers', 'aria-current': 'true' });
    expect(linkTo(html, 'HP (1)')).toMatchObject({ href: '/printers?brand=HP&sort=name#drivers' });
    expect(linkTo(html, 'HP (1)')).not.toHaveProperty('aria-current');
    expect(linkTo(html, 'All Brands (2)')).toMatchObject({ href: '/printers?sort=name#drivers' });
    expect(linkTo(html, 'Xerox')).toMatchObject({ href: '/printers?brand=Xerox&sort=name#drivers', 'aria-current': 'true' });
    expect(linkTo(html, 'HP')).toMatchObject({ href: '/printers/hp' });
    expect(linkTo(html, 'Name A-Z')).toMatchObject({ href: '/printers?brand=Xerox&sort=name#drivers', 'aria-current': 'true' });
    expect(linkTo(html, 'Most Popular')).toEqual({ class: 'all-brands__sort-link', href: '/printers?brand=Xerox#drivers' });
    expect(linkTo(html, 'Latest Release')).toEqual({ class: 'all-brands__sort-link', href: '/printers?brand=Xerox&sort=latest#drivers' });
    expect(linkTo(html, 'View All Brands')).toMatchObject({ href: '/printers?sort=name#drivers' });
    expect(html).toMatch(/<a [^>]*aria-label="Clear the Xerox filter" href="\/printers\?sort=name#drivers"/);
    expect(html).not.toMatch(/<button|<select/);
  });

  it('renders a brand page’s search as a GET form and its type and popular models as links, from its address', async () => {
    const html = await renderRoutesToString(PrinterRoutes, '/printers/epson?q=et4760&type=Tank', FALLBACK);
    const form = /<form ([^>]*)>(.*?)<\/form>/.exec(html);
    expect(form?.[1]).toBe('role="search" class="brand-catalogue__field" action="/printers/epson#filters" method="get"');
    expect(form?.[2]).toMatch(/<input id="model-search" type="search" [^>]*name="q" value="et4760"\/>/);
    expect(form?.[2]).toContain('<input type="hidden" name="type" value="Tank"/>');
    expect(form?.[2]).toMatch(/<button type="submit"[^>]*><span>Search<\/span><\/button>/);
    expect(linkTo(html, 'EcoTank Printers (Tank)')).toMatchObject({ href: '/printers/epson?q=et4760&type=Tank#filters', 'aria-current': 'true' });
    expect(linkTo(html, 'Photo Printers')).toEqual({ class: 'brand-catalogue__type', href: '/printers/epson?q=et4760&type=Photo#filters' });
    expect(linkTo(html, 'All Types')).toEqual({ class: 'brand-catalogue__type', href: '/printers/epson?q=et4760#filters' });
    expect(linkTo(html, 'XP-4105')).toMatchObject({ href: '/printers/epson?q=XP-4105&type=Tank#filters' });
    expect(linkTo(html, 'Back to All Printers')).toMatchObject({ href: '/printers' });
    expect(linkTo(html, 'Epson EcoTank ET-4760')).toMatchObject({ href: '/printers/epson/ET-4760' });
    expect(linkTo(html, 'Details')).toMatchObject({ href: '/printers/epson/ET-4760' });
    expect(linkTo(html, 'Download Driver')).toMatchObject({ href: '/api/drivers/301/download-file', target: '_blank', rel: 'noopener noreferrer' });
    // The one button left on the page is the search's submit.
    expect(html.match(/<button[^>]*>/g)).toEqual([expect.stringContaining('type="submit"')]);
  });

  it('renders Clear Search of an empty result as a link to the page without search or type', async () => {
    const html = await renderRoutesToString(PrinterRoutes, '/printers/epson?q=nothing&type=Photo', FALLBACK);
    expect(linkTo(html, 'Clear Search')).toMatchObject({ href: '/printers/epson#filters' });
  });

  it('renders a model page’s Download Driver as a link to the redirect to its official page', async () => {
    const html = await renderRoutesToString(PrinterRoutes, '/printers/epson/ET-4760', FALLBACK);
    expect(linkTo(html, 'Download Driver')).toMatchObject({ href: '/api/drivers/301/download-file', target: '_blank', rel: 'noopener noreferrer' });
    expect(html).not.toContain('<button');
  });
});

describePublishedPaths('mfe-printers', PrinterRoutes);
