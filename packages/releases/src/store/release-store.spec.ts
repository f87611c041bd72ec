import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderReleaseStore, ReleaseFileChangedError, ReleaseKeyError, ReleaseStore, releaseStoreFromEnv, S3ReleaseStore } from '.';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: object) => { run(): Promise<{ port: number }>; close(): Promise<void> };

const RELEASE = '1.2.0-0123456789ab';
const OTHER = '1.3.0-ba9876543210';
const key = (path: string, release = RELEASE) => `legal/${release}/${path}`;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** A store for a test, and how to end it. */
interface StoreUnderTest {
  store: ReleaseStore;
  end(): Promise<void>;
}

async function folderStore(): Promise<StoreUnderTest> {
  const folder = await mkdtemp(join(tmpdir(), 'release-store-'));
  return { store: new FolderReleaseStore(folder), end: () => rm(folder, { recursive: true, force: true }) };
}

/** A real S3-compatible server (s3rver) on a free port, its files in a throw-away folder. */
async function s3Store(): Promise<StoreUnderTest> {
  const folder = await mkdtemp(join(tmpdir(), 's3rver-'));
  const port = await freePort();
  const server = new S3rver({ address: '127.0.0.1', port, directory: folder, silent: true, configureBuckets: [{ name: 'releases' }] });
  await server.run();
  // s3rver signs with its own fixed credentials, given as any deployment gives them: in the standard variables.
  Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });
  const store = releaseStoreFromEnv({ RELEASE_STORE: 's3://releases/site/remotes', RELEASE_STORE_S3_ENDPOINT: `http://127.0.0.1:${port}` });
  return {
    store,
    end: async () => {
      (store as S3ReleaseStore).destroy();
      await server.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

describe.each([
  ['a folder', folderStore],
  ['an S3-compatible bucket', s3Store],
])('the release store in %s', (_name, start) => {
  let subject: StoreUnderTest;
  let store: ReleaseStore;
  beforeAll(async () => {
    subject = await start();
    store = subject.store;
  });
  afterAll(() => subject?.end());

  it('keeps a file and gives it back as bytes with its content type', async () => {
    expect(await store.put(key('remoteEntry.js'), 'window.legal = 1;')).toBe('written');
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252]);
    await store.put(key('static/media/logo.png'), bytes);
    expect(await store.get(key('remoteEntry.js'))).toEqual({ body: Buffer.from('window.legal = 1;'), contentType: 'text/javascript; charset=utf-8' });
    expect(await store.get(key('static/media/logo.png'))).toEqual({ body: bytes, contentType: 'image/png' });
  });

  it('answers undefined for a missing file, a missing release and a key that is not one', async () => {
    expect(await store.get(key('nothing.js'))).toBeUndefined();
    expect(await store.get(key('remoteEntry.js', OTHER))).toBeUndefined();
    expect(await store.get('legal/not-a-release/remoteEntry.js')).toBeUndefined();
    expect(await store.get(key('../../../etc/passwd'))).toBeUndefined();
  });

  it("lists a release's files, its own only, sorted", async () => {
    await store.put(key('mf-manifest.json', OTHER), '{}');
    await store.put(`catalog/${RELEASE}/remoteEntry.js`, 'window.catalog = 1;');
    expect(await store.list('legal', RELEASE)).toEqual(['remoteEntry.js', 'static/media/logo.png']);
    expect(await store.list('legal', OTHER)).toEqual(['mf-manifest.json']);
    expect(await store.list('printers', RELEASE)).toEqual([]);
  });

  it('never changes a published file: the same content again is a no-op, other content is refused', async () => {
    expect(await store.put(key('remoteEntry.js'), 'window.legal = 1;')).toBe('unchanged');
    await expect(store.put(key('remoteEntry.js'), 'window.legal = 2;')).rejects.toThrow(ReleaseFileChangedError);
    await expect(store.put(key('remoteEntry.js'), 'window.legal = 2;')).rejects.toThrow(`${key('remoteEntry.js')} is already published with other content`);
    expect((await store.get(key('remoteEntry.js')))!.body.toString()).toBe('window.legal = 1;');
  });

  it('refuses a key outside a release, writing nothing', async () => {
    await expect(store.put('legal/latest/remoteEntry.js', 'x')).rejects.toThrow(ReleaseKeyError);
    await expect(store.put(key('../escape.js'), 'x')).rejects.toThrow(ReleaseKeyError);
    await expect(store.put(`Legal/${RELEASE}/a.js`, 'x')).rejects.toThrow(ReleaseKeyError);
    expect(await store.list('legal', RELEASE)).toEqual(['remoteEntry.js', 'static/media/logo.png']);
  });

  it('removes a release, and only that release', async () => {
    expect(await store.remove('legal', RELEASE)).toBe(2);
    expect(await store.list('legal', RELEASE)).toEqual([]);
    expect(await store.get(key('remoteEntry.js'))).toBeUndefined();
    expect(await store.list('legal', OTHER)).toEqual(['mf-manifest.json']);
    expect((await store.get(`catalog/${RELEASE}/remoteEntry.js`))!.body.toString()).toBe('window.catalog = 1;');
    expect(await store.remove('legal', RELEASE)).toBe(0);
  });

  it('publishes a file again once its release was removed', async () => {
    expect(await store.put(key('remoteEntry.js'), 'window.legal = 3;')).toBe('written');
  });
});

describe('releaseStoreFromEnv', () => {
  it("is the repository's .data/releases folder when RELEASE_STORE is unset", async () => {
    const store = releaseStoreFromEnv({});
    expect(store).toBeInstanceOf(FolderReleaseStore);
    expect(store.location).toBe(join(__dirname, '..', '..', '..', '..', '.data', 'releases'));
    expect(await readdir(join(store.location, '..', '..', 'packages', 'releases'))).toContain('package.json');
  });

  it('is a folder when RELEASE_STORE names one, and a bucket when it is s3://bucket/prefix', () => {
    expect(releaseStoreFromEnv({ RELEASE_STORE: '/srv/releases' }).location).toBe('/srv/releases');
    const bucket = releaseStoreFromEnv({ RELEASE_STORE: 's3://site-releases/prod/', RELEASE_STORE_S3_ENDPOINT: 'http://minio:9000' });
    expect(bucket).toBeInstanceOf(S3ReleaseStore);
    expect(bucket.location).toBe('s3://site-releases/prod/');
  });

  it('refuses a setting that names no bucket or another kind of address', () => {
    expect(() => releaseStoreFromEnv({ RELEASE_STORE: 's3://' })).toThrow('names no bucket');
    expect(() => releaseStoreFromEnv({ RELEASE_STORE: 'https://example.com/releases' })).toThrow('s3://bucket/prefix or a folder');
  });
});
