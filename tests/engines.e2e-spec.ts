import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minVersion, satisfies } from 'semver';

const ROOT = join(__dirname, '..');
const read = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));

describe('the Node versions the project accepts', () => {
  it('every package the lockfile installs accepts the oldest Node the project does (npm install prints no EBADENGINE)', () => {
    const oldest = minVersion(read('package.json').engines.node)!.version;
    const lock: { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> } = read('package-lock.json');
    const refusing = Object.entries(lock.packages)
      .filter(([, pkg]) => !Array.isArray(pkg.engines) && pkg.engines?.node && !satisfies(oldest, pkg.engines.node))
      .map(([path, pkg]) => `${path.replace(/^.*node_modules\//, '')}@${pkg.version} wants Node ${(pkg.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });

  it('each override says why, beside it', () => {
    const { overrides, '//overrides': reasons } = read('package.json');
    expect(Object.keys(reasons ?? {}).sort()).toEqual(Object.keys(overrides).sort());
  });
});
