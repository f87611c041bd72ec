import { CATEGORIES } from '@driveratlas/driver-domain';

const shortcutOf = (name: string): string | undefined => CATEGORIES.find((c) => c.name === name)?.route;

/** A category's own page when it has one, else /category/{name} (spec 000, section 2). */
export const categoryRoute = (name: string): string => shortcutOf(name) ?? `/category/${encodeURIComponent(name)}`;

/** Active when the path is the category's shortcut route or /category/{name}. */
export function isCategoryActive(name: string, pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // a malformed escape matches nothing below
  }
  return path === shortcutOf(name) || path === `/category/${name}`;
}
