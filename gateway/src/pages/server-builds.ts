import type { ServerModule, ShellServerBuild } from '@driveratlas/shell/render-contract';
import { createRequire } from 'node:module';
import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { runInThisContext } from 'node:vm';

/** A remote's server build: its modules (`routes`, `DriverCard`…), each with its default export. */
export type ServerModules = Record<string, ServerModule>;

/** A remote's manifest, as far as the page needs it: the style sheets of each exposed module. */
export interface RemoteManifest {
  exposes: Array<{ name: string; assets: { css: { sync: string[]; async: string[] } } }>;
}

/**
 * The gateway's own `require`: a server build's `require` finds the packages the gateway has (React, the router,
 * antd: one of each for the whole page), wherever the build's folder is. A server build is one file that requires
 * packages only (packages/webpack-config makes it so).
 */
const gatewayRequire = createRequire(__filename);

/**
 * Runs a server build's CommonJS code as a module of this process, with Node's public APIs (a CommonJS wrapper run
 * by `vm`, and `createRequire`): its `require` is the gateway's, but for the modules `given` by name (the shell's
 * platform, so that one context reaches every remote's pages).
 */
function evaluate(code: string, filename: string, given: Record<string, unknown>): unknown {
  const module = { exports: {} as unknown };
  const ownRequire = Object.assign((id: string): unknown => (id in given ? given[id] : gatewayRequire(id)), gatewayRequire);
  const wrapper = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename }) as (...args: unknown[]) => void;
  wrapper(module.exports, ownRequire, module, filename, dirname(filename));
  return module.exports;
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
  /** The builds whose failure to load was told, by key and version: told once each. */
  private readonly told = new Set<string>();

  constructor(
    private readonly shellDir: string,
    private readonly remotes: Record<string, string>,
    private readonly warn: (message: string) => void = () => undefined,
  ) {}

  async shell(): Promise<ShellServerBuild | undefined> {
    return this.load<ShellServerBuild>('shell', this.shellDir, 'server/server.js', (code, file) => evaluate(code, file, {}) as ShellServerBuild);
  }

  /** Every remote's server build that loads, by name, given the shell's platform module. */
  async remoteModules(shell: ShellServerBuild): Promise<Record<string, ServerModules>> {
    const loaded = await Promise.all(
      Object.entries(this.remotes).map(async ([name, source]) => {
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
  async staticFile(remote: string, file: string): Promise<string | undefined> {
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

  async manifest(remote: string): Promise<RemoteManifest | undefined> {
    const source = this.remotes[remote];
    return source ? this.load<RemoteManifest>(`manifest:${remote}`, source, 'mf-manifest.json', (text) => JSON.parse(text) as RemoteManifest) : undefined;
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
      if (!missing && !this.told.has(`${key} ${version}`)) {
        this.told.add(`${key} ${version}`);
        this.warn(`The server build ${join(source, file)} could not be loaded (${(error as Error).message}): its pages render in the browser.`);
      }
      if (cached) cached.checkedAt = Date.now();
      return cached?.value;
    }
  }
}
