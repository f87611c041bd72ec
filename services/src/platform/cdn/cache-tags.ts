import { driverSlug, findManufacturer } from '@driveratlas/driver-domain';
import type { Request } from 'express';

/**
 * The keys a CDN files a public answer under (Fastly's `Surrogate-Key`, Cloudflare's `Cache-Tag`), and purges on a
 * change: an answer about one thing names it (`driver-1042`, `category-graphics-cards`, `manufacturer-nvidia`,
 * `printer-brand-hp`, `printer-model-301`); an answer that lists or counts across the catalogue names `catalogue`, which
 * every change to it purges. A key is lower-case ASCII letters, digits and hyphens, valid for both CDNs.
 */
export const CATALOGUE = 'catalogue';
/** The live releases of the remotes, which no catalogue change touches. */
export const REMOTE_RELEASES = 'remote-releases';

/** A name as a key's part: its words the way a driver's address writes them ("Graphics Cards" → "graphics-cards"). */
const part = (name: string): string => driverSlug(name);

export const driverKey = (id: number | string): string => `driver-${id}`;
export const categoryKey = (name: string): string => `category-${part(name)}`;
export const manufacturerKey = (name: string): string => `manufacturer-${part(name)}`;
export const printerBrandKey = (name: string): string => `printer-brand-${part(name)}`;
export const printerModelKey = (id: number | string): string => `printer-model-${id}`;

/** What a driver's own answers depend on. */
export const driverKeys = ({ id, category, manufacturer }: { id: number; category: string; manufacturer: string }): string[] => [
  driverKey(id),
  categoryKey(category),
  manufacturerKey(manufacturer),
];

/** What a printer catalogue model's own answers depend on. */
export const printerModelKeys = ({ id, brand }: { id: number; brand: string }): string[] => [printerModelKey(id), printerBrandKey(brand)];

/** The keys of a public answer, from the answer and its request: declared per handler with `@PublicRead({ tags })`. */
export type AnswerTags<T> = (answer: T, req: Request) => string[];

/** The keys of an answer whose handler declares none: it lists or counts across the catalogue. */
export const catalogueTags: AnswerTags<unknown> = () => [CATALOGUE];

/** A list filtered by the request's query: the catalogue, and what each filter names (`?category=`, `?manufacturer=`, `?brand=`). */
export const filteredListTags: AnswerTags<unknown> = (_answer, req) => {
  const { category, manufacturer, brand } = req.query as Record<string, unknown>;
  return [
    CATALOGUE,
    ...(typeof category === 'string' && category ? [categoryKey(category)] : []),
    ...(typeof manufacturer === 'string' && manufacturer ? [manufacturerKey(findManufacturer(manufacturer)?.name ?? manufacturer)] : []),
    ...(typeof brand === 'string' && brand ? [printerBrandKey(brand)] : []),
  ];
};

/** What a change purges: the keys of each state of what changed (before and after, so both categories of a driver that moved), and the catalogue. */
export const keysToPurge = (...states: string[][]): string[] => [...new Set([...states.flat(), CATALOGUE])];

/** The two headers a public answer carries its keys in: Fastly's space-separated, Cloudflare's comma-separated. */
export const cacheTagHeaders = (keys: string[]): Record<'Surrogate-Key' | 'Cache-Tag', string> => {
  const unique = [...new Set(keys)];
  return { 'Surrogate-Key': unique.join(' '), 'Cache-Tag': unique.join(',') };
};

/** The tag headers as the OpenAPI document describes them on each public read's 200. */
export const CACHE_TAG_HEADERS = {
  'Surrogate-Key': {
    description:
      'For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change.',
    schema: { type: 'string' },
  },
  'Cache-Tag': { description: 'The same keys, comma-separated, for Cloudflare.', schema: { type: 'string' } },
};
