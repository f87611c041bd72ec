import { matchPath } from 'react-router-dom';
import type { RemoteListEntry } from '@driveratlas/site-contracts';

export interface Route {
  path: string;
  remote: string;
}

/** React Router's order of preference: more fixed segments first, a dynamic segment before a splat. */
function specificity(path: string): number {
  return path
    .split('/')
    .filter(Boolean)
    .reduce((score, segment) => score + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10), 0);
}

/**
 * Which remote owns which path, from the paths each remote publishes (its routes.json, in the remote
 * list): the shell keeps no list of another team's pages. Any other path is the shell's Page Not Found.
 */
export function routeTable(remotes: readonly RemoteListEntry[]): Route[] {
  return remotes.flatMap(({ name, paths }) => paths.map((path) => ({ path, remote: name }))).sort((a, b) => specificity(b.path) - specificity(a.path));
}

export function remoteForPath(table: readonly Route[], pathname: string): string | undefined {
  return table.find((route) => matchPath({ path: route.path, end: true }, pathname))?.remote;
}
