import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_PAGE, ON_DEMAND, SELECTIONS, SINGLETONS } from '@driveratlas/webpack-config';
import { namedExports, starExports } from '@driveratlas/webpack-config/export-names';

const ROOT = join(__dirname, '..');
/** Every folder whose code runs in the browser against the shared libraries. */
const SOURCES = ['shell', 'mfe-catalog', 'mfe-printers', 'mfe-legal', 'mfe-admin', join('packages', 'platform')].map((dir) => join(ROOT, dir, 'src'));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    // The shell's server entry (src/server.tsx) runs in the gateway, with the packages themselves.
    return /\.tsx?$/.test(entry) && !/\.spec\.tsx?$/.test(entry) && entry !== 'server.tsx' ? [path] : [];
  });
}

const files = SOURCES.flatMap(sources).map((path) => ({ path: path.slice(ROOT.length + 1), text: readFileSync(path, 'utf8') }));

/** The names the apps import from a package, e.g. `import { Button, type FormRule } from 'antd'` gives Button. */
function importedNames(pkg: string): Map<string, string> {
  const names = new Map<string, string>();
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${pkg.replace('/', '\\/')}'`, 'g');
  for (const { path, text } of files) {
    for (const match of text.matchAll(pattern)) {
      for (const part of match[1]
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        if (!part.startsWith('type ')) names.set(part.split(/\s+as\s+/)[0], path);
      }
    }
  }
  return names;
}

/** The text of the file that selects what the site shares of `pkg`. */
const selection = (pkg: string): string => readFileSync(SELECTIONS[pkg], 'utf8');

/** The names a selection file exports: `export { default as Button } from ...`, `export { A, B } from ...`, or all of another selection. */
function exported(pkg: string): Set<string> {
  const text = selection(pkg);
  return new Set([...namedExports(text).map(({ name }) => name), ...starExports(text).flatMap((other) => [...exported(other)])]);
}

/** What the apps use of a selection: what they import from it, and from the selections that re-export all of it. */
function usedNames(pkg: string): Map<string, string> {
  const reexporters = Object.keys(SELECTIONS).filter((other) => starExports(selection(other)).includes(pkg));
  return new Map([pkg, ...reexporters].flatMap((name) => [...importedNames(name)]));
}

describe('the shared selections of antd, its icons and React Router', () => {
  // antd and its icons have no such test: a name the shell does not share is the app's own copy (FIRST_PAGE in the build).
  it.each(Object.keys(SELECTIONS).filter((pkg) => !(pkg in FIRST_PAGE)))('export everything the apps import from %s', (pkg) => {
    const available = exported(pkg);
    const missing = [...importedNames(pkg)].filter(([name]) => !available.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(SELECTIONS))('export nothing the apps do not use from %s, so the shared copy stays small', (pkg) => {
    const used = usedNames(pkg);
    const unused = [...exported(pkg)].filter((name) => !used.has(name));
    expect(unused).toEqual([]);
  });

  it.each(['antd', '@ant-design/icons'])('leave what loads on demand out of the %s every page loads', (pkg) => {
    const onDemand = ON_DEMAND.filter((path) => path.startsWith(`${pkg}/`));
    const inSelection = namedExports(selection(pkg)).flatMap(({ from }) => (from ? [from] : []));
    expect(onDemand.length).toBeGreaterThan(0);
    expect(inSelection.filter((path) => onDemand.includes(path))).toEqual([]);
    expect(onDemand.every((path) => SINGLETONS.includes(path))).toBe(true);
  });
});
