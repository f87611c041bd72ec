import type { Request } from 'express';
import { cacheTagHeaders, CATALOGUE, catalogueTags, driverKeys, filteredListTags, keysToPurge, printerModelKeys } from './cache-tags';

const request = (query: Record<string, string>) => ({ query }) as unknown as Request;

describe('cache tags', () => {
  it('name a driver, its category and its manufacturer, in lower-case words joined by hyphens', () => {
    expect(driverKeys({ id: 1042, category: 'Graphics Cards', manufacturer: 'NVIDIA' })).toEqual([
      'driver-1042',
      'category-graphics-cards',
      'manufacturer-nvidia',
    ]);
  });

  it('name a printer model and its brand', () => {
    expect(printerModelKeys({ id: 301, brand: 'Epson' })).toEqual(['printer-model-301', 'printer-brand-epson']);
  });

  it('tag a list by the catalogue and the filters of its query, a manufacturer filter by its slug or name alike', () => {
    expect(catalogueTags(undefined, request({}))).toEqual([CATALOGUE]);
    expect(filteredListTags([], request({ category: 'Graphics Cards', manufacturer: 'cirrus-logic' }))).toEqual([
      'catalogue',
      'category-graphics-cards',
      'manufacturer-cirrus-logic',
    ]);
    expect(filteredListTags([], request({ manufacturer: 'Cirrus Logic' }))).toEqual(['catalogue', 'manufacturer-cirrus-logic']);
    expect(filteredListTags([], request({ brand: 'HP' }))).toEqual(['catalogue', 'printer-brand-hp']);
  });

  it('purge both states of a change, once each, and the catalogue', () => {
    const before = driverKeys({ id: 1042, category: 'Graphics Cards', manufacturer: 'NVIDIA' });
    const after = driverKeys({ id: 1042, category: 'Network Adapters', manufacturer: 'NVIDIA' });
    expect(keysToPurge(before, after)).toEqual(['driver-1042', 'category-graphics-cards', 'manufacturer-nvidia', 'category-network-adapters', 'catalogue']);
  });

  it("write Fastly's header space-separated and Cloudflare's comma-separated, each key once", () => {
    expect(cacheTagHeaders(['driver-1', 'catalogue', 'driver-1'])).toEqual({ 'Surrogate-Key': 'driver-1 catalogue', 'Cache-Tag': 'driver-1,catalogue' });
  });
});
