/** The words of a driver's name for its address: ASCII letters and digits, lower case, accents dropped. */
const MAX_SLUG_LENGTH = 80;

/**
 * The slug of a driver's name: its ASCII words in lower case joined by '-' ("Intel® Wi-Fi 6E AX210 Driver" →
 * "intel-wi-fi-6e-ax210-driver"), accents dropped, at most 80 characters cut at a word; "driver" for a name without any.
 */
export function driverSlug(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g);
  let slug = '';
  for (const word of words ?? []) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG_LENGTH) break;
    slug = next;
  }
  return slug || (words?.[0]?.slice(0, MAX_SLUG_LENGTH) ?? 'driver');
}

/** A driver page's one address, `/drivers/{id}/{slug}`: the id finds it, the slug is its name's words. */
export const driverPath = (driver: { id: number; name: string }): string => `/drivers/${driver.id}/${driverSlug(driver.name)}`;
