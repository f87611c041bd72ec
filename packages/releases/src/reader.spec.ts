import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The built reader, as the gateway requires it (`@driveratlas/releases`). */
const READER = join(__dirname, '..', 'dist', 'index.js');

/**
 * The modules of TypeScript and of the AWS SDK a fresh Node process has loaded once it required the reader and read a
 * release's file and server build from the store `RELEASE_STORE` names.
 */
function heavyModulesLoaded(releaseStore: string): string[] {
  const script = `
    const { releaseStoreFromEnv, evaluateServerBuild } = require(${JSON.stringify(READER)});
    const store = releaseStoreFromEnv({ RELEASE_STORE: ${JSON.stringify(releaseStore)}, RELEASE_STORE_S3_ENDPOINT: 'http://127.0.0.1:9' });
    const key = 'legal/1.0.0-0123456789ab/server/server.js';
    (async () => {
      try {
        await store.put(key, 'module.exports = { rendered: true };');
        const file = await store.get(key);
        evaluateServerBuild(file.body.toString(), key);
      } catch {
        // An S3 store at an address nobody serves: it was asked all the same.
      }
      store.destroy?.();
      const packages = Object.keys(require.cache).map((path) => /node_modules\\/(typescript|@aws-sdk\\/[^/]+)\\//.exec(path)?.[1]);
      console.log(JSON.stringify([...new Set(packages.filter(Boolean))]));
    })();`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...process.env, AWS_ACCESS_KEY_ID: 'none', AWS_SECRET_ACCESS_KEY: 'none' } }),
  );
}

describe('the release reader (the package entry the gateway requires)', () => {
  it('reads a release from a folder store without loading TypeScript or the AWS SDK', () => {
    expect(heavyModulesLoaded(mkdtempSync(join(tmpdir(), 'release-reader-')))).toEqual([]);
  });

  it('loads the AWS SDK once an S3 store is asked, and TypeScript never', () => {
    const loaded = heavyModulesLoaded('s3://releases/remotes');
    expect(loaded).toContain('@aws-sdk/client-s3');
    expect(loaded).not.toContain('typescript');
  });
});
