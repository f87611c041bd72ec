import type { RemoteListEntry } from '@driveratlas/site-contracts';
import type { ServerModule, ShellServerBuild } from '@driveratlas/shell/render-contract';
import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { evaluateServerBuild } from '@driveratlas/releases';
import { createRequire } from 'node:module';
import { LeastRecentlyUsed } from '../least-recently-used';

/** The gateway's own `require`: a server build finds the packages the gateway renders with (one React for the whole page). */
const gatewayRequire = createRequire(__filename);

/** A server build evaluated with the loader the release checks render with, given the gateway's packages. */
const evaluate = (code: string, filename: string, given: Record<string, unknown>) => evaluateServerBuild(code, filename, given, gatewayRequire);

/** A remote's server build: its modules (`routes`, `DriverCard`…), each with its default export. */
export type ServerModules = Record<string, ServerModule>;

/** A remote's manifest, as far as the page needs it: the style sheets of each exposed module. */
export interface RemoteManifest {
  exposes: Array<{ name: string; assets: { css: { sync: string[]; async: string[] } } }>;
}

const isUrl = (source: string) => /^https?:\/\//.test(source);

/** The version of a file (its modification time) or of a URL (its ETag or Last-Modified), to know when it changed. */
async function versionOf(source: string, file: string): Promise<string | undefined> {
  try {
    if (!isUrl(source)) return String((await stat(join(source, file))).mtimeMs);
    const response = await fetch(new URL(file, `${source.replace(/\/$/, '')}/`), { method: 'HEAD', signal: AbortSignal.timeout(1500) });
    return response.ok ? (response.headers.get('etag') ?? response.headers.get('last-modified') ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

async function readSource(source: string, file: string): Promise<string> {
  if (!isUrl(source)) return readFile(join(source, file), 'utf8');
  const response = await fetch(new URL(file, `${source.replace(/\/$/, '')}/`), { signal: AbortSignal.timeout(3000) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/** How many hashed files are kept: every style sheet of a few builds of each remote. */
const MAX_FILES_KEPT = 500;

/** How often a build is asked whether it changed: a redeployed remote renders its new pages within this time. */
const RECHECK_MS = 2000;

/** How many releases' server builds are kept evaluated: every live release of each remote, and a few before them. */
const RELEASE_BUILDS_KEPT = 16;

/** A release's file as the store gives it, or undefined when it has none. */
export type ReleaseFileReader = (remote: string, id: string, path: string) => Promise<{ body: Buffer } | undefined>;

interface Loaded<T> {
  value: T;
  version: string | undefined;
  checkedAt: number;
  /** The shell build it was given its platform from: a new shell build means evaluating it again. */
  shell?: unknown;
}

/**
 * The server builds of the shell and the remotes (each app's `dist/server/server.js`, in its folder or from its own
 * server) and the remotes' manifests, loaded once and again when a redeploy changes them. A build that is missing or
 * fails to load is left out: its pages render in the browser instead.
 */
export class ServerBuilds {
  private readonly cache = new Map<string, Loaded<unknown>>();
  /** The hashed files read (style sheets), oldest first. */
  private readonly files = new Map<string, string>();
  /** The builds and release files whose failure to load was warned of (by key, and version for a build): once each. */
  private readonly warnedOf = new Set<string>();
  /** Releases' server builds, by release and the shell they were given; their manifests and style sheets: immutable. */
  private readonly releaseBuilds = new LeastRecentlyUsed<Promise<unknown>>(RELEASE_BUILDS_KEPT);
  private readonly releaseFiles = new LeastRecentlyUsed<Promise<unknown>>(MAX_FILES_KEPT);
  private releaseShell?: ShellServerBuild;

  constructor(
    private readonly shellDir: string,
    private readonly remotes: Record<string, string>,
    private readonly warn: (message: string) => void = () => undefined,
    private readonly readRelease: ReleaseFileReader = async () => undefined,
  ) {}

  async shell(): Promise<ShellServerBuild | undefined> {
    return this.load<ShellServerBuild>('shell', this.shellDir, 'server/server.js', (code, file) => evaluate(code, file, {}) as ShellServerBuild);
  }

  /**
   * Every remote's server build that loads, by name, given the shell's platform module: of the release the visitor's
   * remote list names, else of its folder or its own server.
   */
  async remoteModules(shell: ShellServerBuild, list: readonly RemoteListEntry[] = []): Promise<Record<string, ServerModules>> {
    const loaded = await Promise.all(
      Object.entries(this.remotes).map(async ([name, source]) => {
        const release = list.find((entry) => entry.name === name)?.release;
        if (release) return [name, await this.releaseBuild(shell, name, release)] as const;
        const build = await this.load<ServerModules>(
          `remote:${name}`,
          source,
          'server/server.js',
          (code, file) =>
            evaluate(code, isUrl(source) ? `${source}/server/server.js` : file, {
              '@driveratlas/platform': shell.platform,
            }) as ServerModules,
          shell,
        );
        return [name, build] as const;
      }),
    );
    return Object.fromEntries(loaded.filter((entry): entry is readonly [string, ServerModules] => entry[1] !== undefined));
  }

  /**
   * A file of a remote's build whose name carries its content hash (a style sheet), read once: it never changes under
   * that name. Undefined when it cannot be read.
   */
  async staticFile(remote: string, file: string, release?: string): Promise<string | undefined> {
    if (release) return this.fromRelease(this.releaseFiles, remote, release, file, (text) => text);
    const source = this.remotes[remote];
    if (!source) return undefined;
    const key = `file:${remote}/${file}`;
    let text = this.files.get(key);
    if (text === undefined) {
      text = await readSource(source, file).catch(() => undefined);
      if (text === undefined) return undefined;
      if (this.files.size >= MAX_FILES_KEPT) this.files.delete(this.files.keys().next().value!);
      this.files.set(key, text);
    }
    return text;
  }

  /** A file the pages are made with (the shell's index.html, the site settings), read again only when it changed. */
  async file<T>(path: string, parse: (text: string) => T): Promise<T | undefined> {
    return this.load<T>(`file:${path}`, dirname(path), basename(path), parse);
  }

  async manifest(remote: string, release?: string): Promise<RemoteManifest | undefined> {
    if (release) return this.fromRelease(this.releaseFiles, remote, release, 'mf-manifest.json', (text) => JSON.parse(text) as RemoteManifest);
    const source = this.remotes[remote];
    return source ? this.load<RemoteManifest>(`manifest:${remote}`, source, 'mf-manifest.json', (text) => JSON.parse(text) as RemoteManifest) : undefined;
  }

  /** A release's server build, loaded once for the shell build it is given (a new shell build evaluates it again). */
  private releaseBuild(shell: ShellServerBuild, remote: string, release: string): Promise<ServerModules | undefined> {
    if (this.releaseShell !== shell) this.releaseBuilds.clear();
    this.releaseShell = shell;
    return this.fromRelease(this.releaseBuilds, remote, release, 'server/server.js', (code, file) =>
      evaluate(code, file, { '@driveratlas/platform': shell.platform }),
    ) as Promise<ServerModules | undefined>;
  }

  /**
   * A file of a release, parsed once: a release never changes. One that cannot be read or parsed is warned of once
   * and tried again after RECHECK_MS; its pages render in the browser meanwhile.
   */
  private fromRelease<T>(
    kept: LeastRecentlyUsed<Promise<unknown>>,
    remote: string,
    release: string,
    file: string,
    parse: (text: string, filename: string) => T,
  ): Promise<T | undefined> {
    const key = `${remote}/${release}/${file}`;
    return kept.use(key, () => {
      const loading: Promise<T | undefined> = this.readRelease(remote, release, file)
        .then((found) => (found ? parse(found.body.toString(), `/remotes/${key}`) : undefined))
        .catch((error: Error) => {
          if (!this.warnedOf.has(key))
            this.warn(`The ${remote} remote's release ${release} has no usable ${file} (${error.message}): its pages render in the browser.`);
          this.warnedOf.add(key);
          return undefined;
        })
        .then((value) => {
          if (value === undefined) setTimeout(() => kept.get(key) === loading && kept.delete(key), RECHECK_MS).unref();
          return value;
        });
      return loading;
    }) as Promise<T | undefined>;
  }

  private async load<T>(key: string, source: string, file: string, parse: (text: string, filename: string) => T, shell?: unknown): Promise<T | undefined> {
    const cached = this.cache.get(key) as Loaded<T> | undefined;
    const sameShell = cached?.shell === shell;
    if (cached && sameShell && Date.now() - cached.checkedAt < RECHECK_MS) return cached.value;
    const version = await versionOf(source, file);
    if (cached && sameShell && version !== undefined && version === cached.version) {
      cached.checkedAt = Date.now();
      return cached.value;
    }
    try {
      const value = parse(await readSource(source, file), isUrl(source) ? file : join(source, file));
      this.cache.set(key, { value, version, checkedAt: Date.now(), shell });
      return value;
    } catch (error) {
      // Not built, or not reachable: the last one loaded stands in, else the page renders in the browser.
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT' || /HTTP 404/.test(String(error));
      if (!missing && !this.warnedOf.has(`${key} ${version}`)) {
        this.warnedOf.add(`${key} ${version}`);
        this.warn(`The server build ${join(source, file)} could not be loaded (${(error as Error).message}): its pages render in the browser.`);
      }
      if (cached) cached.checkedAt = Date.now();
      return cached?.value;
    }
  }
}
