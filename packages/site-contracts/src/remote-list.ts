/**
 * What each remote publishes about its pages, and how the gateway lists the remotes to the shell: the one contract
 * between a remote's team, the gateway and the shell about which pages exist.
 */

/**
 * The remotes, each a team's own build in `mfe-{name}/`, released on its own: named here once, for the gateway (which
 * serves and lists them), the service's release registry, the admin's release tokens and the tests.
 */
export const REMOTE_NAMES = ['catalog', 'printers', 'legal', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const isRemoteName = (value: unknown): value is RemoteName => (REMOTE_NAMES as readonly unknown[]).includes(value);

/** A remote's routes.json, beside its mf-manifest.json (from `routes` in its webpack.config.js). */
export interface RemoteRoutes {
  /** How messages name its part of the site: "the printer pages". */
  title: string;
  /** The paths it serves (React Router patterns): the shell routes them to it. */
  paths: string[];
  /**
   * Addresses of pages its parametrised paths serve that search engines should find (`/category/Cameras` for
   * `/category/:category`): listed in the site's sitemap with its paths that stand for one page.
   */
  addresses?: string[];
}

/** A remote as the gateway's `/remotes.json` lists it: its name, its manifest's address, and its routes.json. */
export interface RemoteListEntry extends RemoteRoutes {
  name: string;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
  /** The release the visitor is given (remote-releases.ts), when the remote is served from the release registry. */
  release?: string;
  /** Whether that release is the remote's canary: the shell reports its loads as well as its failures. */
  canary?: boolean;
}

const isPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/');

/** Whether a remote's routes.json is one: a title, and paths (and addresses, if any) that start with `/`. */
export function isRemoteRoutes(value: unknown): value is RemoteRoutes {
  const routes = value as RemoteRoutes;
  return (
    typeof routes?.title === 'string' &&
    Array.isArray(routes.paths) &&
    routes.paths.every(isPath) &&
    (routes.addresses === undefined || (Array.isArray(routes.addresses) && routes.addresses.every(isPath)))
  );
}
