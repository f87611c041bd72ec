import { Navigate } from 'react-router-dom';
import { usePlatform } from './platform-context';

/**
 * Sends the visitor on to the one address of a page (`to`, a path): in the browser at once, replacing the entry; on the
 * server, as a permanent redirect (301), so search engines and shared links keep a single address. The server renders
 * nothing for it (a router cannot navigate there): the gateway answers the redirect instead of the page.
 */
export function Redirect({ to }: { to: string }) {
  const { page } = usePlatform();
  if (!page) return <Navigate to={to} replace />;
  page.redirect = to;
  return null;
}
