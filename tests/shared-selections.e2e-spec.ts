import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const APPS = ['shell', 'mfe-catalog', 'mfe-printers', 'mfe-legal', 'mfe-admin'];
const { SELECTIONS } = require(join(ROOT, 'packages', 'webpack-config', 'index.js')) as { SELECTIONS: Record<string, string> };

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry) && !/\.spec\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** The names each app imports from a package, e.g. `import { Button, type FormRule } from 'antd'` gives Button. */
function importedNames(pkg: string): Map<string, string> {
  const names = new Map<string, string>();
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${pkg.replace('/', '\\/')}'`, 'g');
  for (const app of APPS) {
    for (const file of sources(join(ROOT, app, 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        for (const part of match[1].split(',').map((p) => p.trim()).filter(Boolean)) {
          if (!part.startsWith('type ')) names.set(part.split(/\s+as\s+/)[0], file.slice(ROOT.length + 1));
        }
      }
    }
  }
  return names;
}

function exported(selectionFile: string): Set<string> {
  return new Set([...readFileSync(selectionFile, 'utf8').matchAll(/export \{ default as (\w+) \}/g)].map((m) => m[1]));
}

describe('the shared selections of antd and its icons', () => {
  it.each(Object.keys(SELECTIONS))('export everything the apps import from %s', (pkg) => {
    const available = exported(SELECTIONS[pkg]);
    const missing = [...importedNames(pkg)].filter(([name]) => !available.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(SELECTIONS))('export nothing the apps do not use from %s, so the shared copy stays small', (pkg) => {
    const used = importedNames(pkg);
    const unused = [...exported(SELECTIONS[pkg])].filter((name) => !used.has(name) && name !== 'theme');
    expect(unused).toEqual([]);
  });
});
