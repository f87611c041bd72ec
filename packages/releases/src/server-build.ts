import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { runInThisContext } from 'node:vm';

/**
 * The `require` a server build is given by default: this repository's packages (React, the router, antd: one of each for the
 * whole page), wherever the build's folder is. A server build is one file that requires packages only
 * (packages/webpack-config makes it so).
 */
const packagesRequire = createRequire(__filename);

/**
 * Runs a server build's CommonJS code as a module of this process, with Node's public APIs (a CommonJS wrapper run by
 * `vm`, and `createRequire`): its `require` is this package's, but for the modules `given` by name (the shell's
 * platform, so that one context reaches every remote's pages). The gateway renders pages with the same loader, giving
 * its own `require` (`base`), so the builds use the very React it renders with.
 */
export function evaluateServerBuild(code: string, filename: string, given: Record<string, unknown> = {}, base: NodeJS.Require = packagesRequire): unknown {
  const module = { exports: {} as unknown };
  const ownRequire = Object.assign((id: string): unknown => (id in given ? given[id] : base(id)), base);
  const wrapper = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename }) as (...args: unknown[]) => void;
  wrapper(module.exports, ownRequire, module, filename, dirname(filename));
  return module.exports;
}

/** A server build (`dist/server/server.js`) read from its file and evaluated. */
export async function loadServerBuild(file: string, given: Record<string, unknown> = {}): Promise<unknown> {
  return evaluateServerBuild(await readFile(file, 'utf8'), file, given);
}
