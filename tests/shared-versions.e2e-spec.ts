import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// The list the webpack setup shares as singletons.
import { packageName, SINGLETONS } from '@driveratlas/webpack-config';

const ROOT = join(__dirname, '..');
const APPS = ['shell', 'mfe-catalog', 'mfe-printers', 'mfe-legal', 'mfe-admin'];

function pinned(app: string): Record<string, string> {
  const { dependencies } = JSON.parse(readFileSync(join(ROOT, app, 'package.json'), 'utf8'));
  return dependencies;
}

describe('the shared singletons', () => {
  const packages = [...new Set(SINGLETONS.map(packageName))];

  it('include React, React DOM, React Router, antd, its icons and SWR', () => {
    expect(SINGLETONS).toEqual(
      expect.arrayContaining(['react', 'react/', 'react-dom', 'react-dom/', 'react-router', 'react-router-dom', 'antd', '@ant-design/icons', 'swr']),
    );
  });

  it.each(APPS)('are pinned to exact versions in %s', (app) => {
    const deps = pinned(app);
    for (const name of packages) expect(deps[name]).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('are pinned to the same version in all five apps', () => {
    const disagreements = packages.flatMap((name) => {
      const versions = new Set(APPS.map((app) => pinned(app)[name]));
      return versions.size > 1 ? [`${name}: ${APPS.map((app) => `${app} ${pinned(app)[name]}`).join(', ')}`] : [];
    });
    expect(disagreements).toEqual([]);
  });

  it('match what npm installed', () => {
    for (const name of packages.filter((p) => !p.startsWith('@driveratlas/'))) {
      const installed = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
      expect(`${name}@${installed}`).toBe(`${name}@${pinned('shell')[name]}`);
    }
  });
});
