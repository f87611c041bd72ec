import { CATEGORIES } from '@driveratlas/catalog';
import { matchPath } from 'react-router-dom';

export type RemoteName = 'catalog' | 'printers' | 'legal' | 'admin';

/** Which remote owns which path (spec 000, section 2). Any other path is the shell's Page Not Found. */
export const ROUTE_TABLE: ReadonlyArray<{ path: string; remote: RemoteName }> = [
  { path: '/', remote: 'catalog' },
  { path: '/category/:category', remote: 'catalog' },
  ...CATEGORIES.filter((c) => c.name !== 'Printers').map((c) => ({ path: c.route, remote: 'catalog' as const })),
  { path: '/search', remote: 'catalog' },
  { path: '/driver-guides', remote: 'catalog' },
  { path: '/support', remote: 'catalog' },
  { path: '/contact', remote: 'catalog' },
  { path: '/printers/*', remote: 'printers' },
  { path: '/hp-printers', remote: 'printers' },
  ...['/privacy-policy', '/terms-of-service', '/legal-notice', '/advertising-disclosure', '/disclaimer', '/cookie-policy', '/consumer-rights'].map(
    (path) => ({ path, remote: 'legal' as const }),
  ),
  { path: '/admin/*', remote: 'admin' },
];

export function remoteForPath(pathname: string): RemoteName | undefined {
  return ROUTE_TABLE.find((route) => matchPath({ path: route.path, end: true }, pathname))?.remote;
}
