import { RELEASE_CHECKS, type ReleaseCheck, type ReleaseFacts } from '@driveratlas/site-contracts';
import { randomBytes } from 'node:crypto';
import type { BuildManifest } from './describe-build';
import { runChecks } from './run-checks';
import { builtApp, copyOfBuild, liveBesides, releaseOf } from './fixtures/build-copies';

/** The catalog's real build (the remote that others show the most of), and the other remotes' builds as live releases. */
let live: ReleaseFacts[];
beforeAll(async () => {
  live = await liveBesides('catalog');
});

/** The checks of a copy of the catalog's build broken by `breakIt`. */
async function checksOfBroken(breakIt: (copy: ReturnType<typeof copyOfBuild>) => void): Promise<Record<string, ReleaseCheck>> {
  const copy = copyOfBuild('catalog');
  try {
    breakIt(copy);
    const results = await runChecks(copy.dir, await releaseOf('catalog', copy.dir), live);
    return Object.fromEntries(results.map((result) => [result.check, result]));
  } finally {
    copy.remove();
  }
}

const json =
  <T>(change: (value: T) => void) =>
  (text: string) => {
    const value = JSON.parse(text) as T;
    change(value);
    return JSON.stringify(value);
  };

describe('the checks of a release', () => {
  it('passes a real, unbroken build on every check, in their order', async () => {
    const results = await runChecks(builtApp('catalog'), await releaseOf('catalog'), live);
    expect(results.map((result) => result.check)).toEqual([...RELEASE_CHECKS]);
    expect(results.filter((result) => !result.passed)).toEqual([]);
  });

  it('refuses a route another remote already serves', async () => {
    const { routes } = await checksOfBroken((copy) =>
      copy.edit(
        'routes.json',
        json<{ paths: string[] }>((value) => value.paths.push('/hp-printers')),
      ),
    );
    expect(routes).toMatchObject({ passed: false, message: expect.stringContaining("/hp-printers (the printers remote's") });
  });

  it('refuses a React other than the shell provides', async () => {
    const { shared } = await checksOfBroken((copy) =>
      copy.edit(
        'mf-manifest.json',
        json<BuildManifest>((manifest) =>
          manifest.shared.filter((entry) => entry.name === 'react').forEach((entry) => Object.assign(entry, { version: '18.3.1', requiredVersion: '18.3.1' })),
        ),
      ),
    );
    expect(shared).toMatchObject({ passed: false, message: expect.stringMatching(/react 18\.3\.1 \(the shell provides 19\.\d+\.\d+\)/) });
  });

  it('refuses a release that no longer exposes a module another remote shows', async () => {
    const { exposes } = await checksOfBroken((copy) =>
      copy.edit(
        'mf-manifest.json',
        json<BuildManifest>((manifest) => (manifest.exposes = manifest.exposes.filter((expose) => expose.name !== 'DriverCard'))),
      ),
    );
    expect(exposes).toMatchObject({ passed: false, message: expect.stringContaining("./DriverCard (shown by the printers remote's") });
  });

  it("refuses a DriverCard whose props no longer accept the printers' props", async () => {
    const { types } = await checksOfBroken((copy) =>
      copy.edit('@mf-types/src/features/driver-card/components/DriverCard.d.ts', (text) => text.replace(/headingLevel\?: [^;]+;/, 'headingLevel: 2 | 4;')),
    );
    expect(types).toMatchObject({ passed: false, message: expect.stringContaining("the printers remote's props for catalog's ./DriverCard") });
    expect(types.message).toMatch(/headingLevel/);
  });

  it('refuses a first load over its budget', async () => {
    const { budget } = await checksOfBroken((copy) => copy.edit('remoteEntry.js', (text) => `${text}\n/*${randomBytes(30_000).toString('base64')}*/`));
    expect(budget).toMatchObject({ passed: false, message: expect.stringMatching(/first load is [\d.]+ kB gzipped, over its budget of [\d.]+ kB/) });
  });

  it('refuses a server build that throws', async () => {
    const results = await checksOfBroken((copy) => copy.edit('server/server.js', (text) => `throw new Error('The catalog cannot start.');\n${text}`));
    expect(results['server-render']).toMatchObject({ passed: false, message: expect.stringContaining('throws as it loads: The catalog cannot start.') });
  });
});
