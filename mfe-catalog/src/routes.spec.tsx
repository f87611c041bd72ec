/** @jest-environment node */
import { describePublishedPaths, renderRoutesToString } from '@driveratlas/testing/web/render';
import { DEVICE_PAGES } from './features/category-pages';
import CatalogRoutes from './routes';
import { aCategory, aDriver } from './testing/drivers';

const graphics = aDriver({ name: 'GeForce Game Ready 566.36' });
const network = aDriver({ id: 1001, name: 'Intel Wi-Fi 7 BE200', manufacturer: 'Intel', category: 'Network Adapters' });

/** What a server would hand each page with its HTML: the answers its lists ask for. */
const FALLBACK = {
  '/api/categories': [aCategory()],
  '/api/drivers/featured': [graphics],
  '/api/drivers/featured?limit=8': [graphics],
  '/api/printer-brands': [{ id: 1, name: 'HP', logoUrl: null, driverCount: 30, route: '/printers/hp' }],
  '/api/drivers?category=Graphics%20Cards': [graphics],
  '/api/drivers?category=Network%20Adapters': [network],
  '/api/drivers?category=Scanners': [],
  '/api/search?q=geforce&sort=relevance&limit=20&offset=0': { total: 1, totalCapped: false, fuzzy: false, sort: 'relevance', items: [graphics] },
};

describe('the catalog pages rendered on the server', () => {
  it.each([
    ['/', 'Find the Right Drivers for Your Windows PC', graphics.name],
    ['/graphics-cards', 'Graphics Card Drivers', graphics.name],
    ['/network-adapters', 'Network Adapter Drivers', network.name],
    ['/categories', 'Driver Categories', 'Graphics Cards'],
    ['/category/Scanners', 'Scanners', 'No drivers are currently available for Scanners.'],
    ['/search?q=geforce', 'Search Results for &quot;geforce&quot;', graphics.name],
    ['/driver-guides', 'Driver Installation Guides', 'Graphics Card Drivers'],
    ['/my-pc', 'Check Your Whole PC', 'Check my PC'],
    ['/support', 'Support Center', 'Quick Actions'],
    ['/contact', 'Contact DriverAtlas', 'Send us a Message'],
    ['/no-such-page', 'Page Not Found', 'Page Not Found'],
  ])('%s holds its heading and its content', async (path, heading, content) => {
    const html = await renderRoutesToString(CatalogRoutes, path, FALLBACK);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toContain(content);
  });

  it.each([
    ['/audio-devices', 'Audio Devices', 'Audio Device Drivers'],
    ['/usb-controllers', 'USB Controllers', 'USB Controller Drivers'],
    ['/input-devices', 'Input Devices', 'Input Device Drivers'],
    ['/cameras', 'Cameras', 'Camera Drivers'],
  ] as const)('%s holds its heading and, with no drivers, its empty state', async (path, category, heading) => {
    const html = await renderRoutesToString(CatalogRoutes, path, { [`/api/drivers?category=${encodeURIComponent(category)}`]: [] });
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toContain(DEVICE_PAGES[category].emptyHeading);
  });
});

describePublishedPaths('mfe-catalog', CatalogRoutes);
