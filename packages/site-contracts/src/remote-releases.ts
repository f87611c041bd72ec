/**
 * A remote's releases: the contract between a team's release tool, the service's registry of releases, the gateway
 * that serves them to each visitor, the shell that reports how they load and the admin's Releases tab.
 */
import type { RemoteRoutes } from './remote-list';

/** A release's id: its version (the remote's package.json) and the first 12 hex digits of its files' content hash. */
export const RELEASE_ID = /^(\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?)-([0-9a-f]{12})$/;

export const releaseId = (version: string, hash: string): string => `${version}-${hash}`;

/** Where a release's files are served (and kept in the release store, without the leading `/remotes/`): never changed. */
export const releasePath = (remote: string, id: string): string => `/remotes/${remote}/releases/${id}/`;

/** The file every release carries beside its build: what the checks and the registry know of it. */
export const RELEASE_METADATA_FILE = 'release.json';

/** The checks a release passes before it is registered or made live, in the order they run. */
export const RELEASE_CHECKS = ['routes', 'shared', 'exposes', 'types', 'budget', 'server-render'] as const;
export type ReleaseCheckName = (typeof RELEASE_CHECKS)[number];

export interface ReleaseCheck {
  check: ReleaseCheckName;
  passed: boolean;
  /** What was checked and, when it failed, why: shown to the team and in the admin's Releases tab. */
  message: string;
}

/** A release's `release.json`: what its build publishes and the checks it passed. */
export interface ReleaseMetadata {
  remote: string;
  version: string;
  hash: string;
  /** `{version}-{hash}`. */
  id: string;
  routes: RemoteRoutes;
  /** The modules it exposes, without "./" (`routes`, `DriverCard`). */
  exposes: string[];
  /** The modules of other remotes it shows, by remote (`{ catalog: ['DriverCard'] }`). */
  uses: Record<string, string[]>;
  /** The shared singletons it was built against, with their versions. */
  shared: Record<string, string>;
  /** Bytes of its files a page of it loads first (compressed with gzip). */
  firstLoadBytes: number;
  checks: ReleaseCheck[];
}

/** A release as the site serves it. */
export interface LiveRelease {
  id: string;
  version: string;
  hash: string;
}

/** A remote's live releases: the active one, and a canary shown to a share of visitors (percent). */
export interface RemoteChannel {
  remote: string;
  active: LiveRelease | null;
  canary: (LiveRelease & { share: number }) | null;
}

/** The public read of the live releases (`GET /api/remote-releases`): what the gateway lists to each visitor. */
export interface LiveReleases {
  remotes: RemoteChannel[];
}

export const LIVE_RELEASES_PATH = '/api/remote-releases';

/** The share of visitors a canary may have, in percent. */
export const CANARY_SHARE = { min: 1, max: 50 } as const;

/**
 * The strictly necessary cookie that keeps a visitor in the same group (active or canary) across pages and visits:
 * a random value, read by the gateway alone.
 */
export const RELEASE_GROUP_COOKIE = 'release-group';

/**
 * Whether a visitor of `group` (the cookie's value) gets the canary of `remote` shown to `share` percent of visitors:
 * a stable hash of both (FNV-1a), so the same visitor gets the same answer on every request, and a remote's canary
 * reaches a different sample of visitors than another's.
 */
export function inCanary(group: string, remote: string, share: number): boolean {
  let hash = 0x811c9dc5;
  for (const char of `${remote}:${group}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100 < share;
}

/** What the shell tells the service of a remote on a page: loaded (told for canaries only), failed to load, failed to render. */
export const REMOTE_REPORT_KINDS = ['loaded', 'load-failed', 'render-failed'] as const;
export type RemoteReportKind = (typeof REMOTE_REPORT_KINDS)[number];

/** `POST /api/remote-reports`: no personal data, only which release of which remote did what. */
export interface RemoteReport {
  remote: string;
  release: string;
  kind: RemoteReportKind;
}

export const REMOTE_REPORTS_PATH = '/api/remote-reports';

/** The page loads of a canary its failure rate is measured over, and the fewest before it is judged. */
export const CANARY_WINDOW = { loads: 200, atLeast: 20 } as const;

/** A release and its remote, as the live checks compare it with the other remotes' live releases. */
export type ReleaseFacts = Pick<ReleaseMetadata, 'remote' | 'id' | 'routes' | 'exposes' | 'uses'>;

/**
 * Routes: the release's routes.json is one (a title, paths starting with `/`), and it claims no path that another
 * remote's live release (active or canary) serves.
 */
export function checkRoutes(release: ReleaseFacts, live: readonly ReleaseFacts[]): ReleaseCheck {
  const { routes } = release;
  const valid =
    typeof routes?.title === 'string' &&
    Array.isArray(routes.paths) &&
    routes.paths.every((path) => typeof path === 'string' && path.startsWith('/')) &&
    new Set(routes.paths).size === routes.paths.length;
  if (!valid)
    return { check: 'routes', passed: false, message: 'Its routes.json is not valid: it needs a title and paths that each start with "/", each once.' };
  const claimed = live
    .filter((other) => other.remote !== release.remote)
    .flatMap((other) => other.routes.paths.filter((path) => routes.paths.includes(path)).map((path) => `${path} (the ${other.remote} remote's ${other.id})`));
  if (claimed.length) return { check: 'routes', passed: false, message: `It claims paths another remote serves: ${claimed.join(', ')}.` };
  return { check: 'routes', passed: true, message: `Its ${routes.paths.length} paths are its own.` };
}

/**
 * Exposes: the release still exposes every module the other remotes' live releases (and the shell, given as
 * `shellUses`) show from it, and every module it shows of another remote is exposed by that remote's live releases.
 */
export function checkExposes(release: ReleaseFacts, live: readonly ReleaseFacts[], shellUses: Record<string, string[]> = {}): ReleaseCheck {
  const consumers = [
    { name: 'the shell', uses: shellUses },
    ...live.filter((other) => other.remote !== release.remote).map((other) => ({ name: `the ${other.remote} remote's ${other.id}`, uses: other.uses })),
  ];
  const missing = consumers.flatMap(({ name, uses }) =>
    (uses[release.remote] ?? []).filter((module) => !release.exposes.includes(module)).map((module) => `./${module} (shown by ${name})`),
  );
  if (missing.length) return { check: 'exposes', passed: false, message: `It no longer exposes ${missing.join(', ')}.` };
  const unmet = Object.entries(release.uses).flatMap(([remote, modules]) =>
    live
      .filter((other) => other.remote === remote)
      .flatMap((other) => modules.filter((module) => !other.exposes.includes(module)).map((module) => `${remote}'s ./${module} (not in ${other.id})`)),
  );
  if (unmet.length) return { check: 'exposes', passed: false, message: `It shows modules the live releases do not expose: ${unmet.join(', ')}.` };
  return {
    check: 'exposes',
    passed: true,
    message: `It exposes every module the shell and the other remotes show (${release.exposes.map((m) => `./${m}`).join(', ')}).`,
  };
}
