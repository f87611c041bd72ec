import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ReleaseMetadata } from '@driveratlas/site-contracts';
import { buildFiles, contentHash, publishRelease } from './publish';
import { FolderReleaseStore, ReleaseFileChangedError } from '../store';

let appDir: string;
let storeDir: string;

const BUILD: Record<string, string> = {
  'mf-manifest.json': '{"name":"legal"}',
  'remoteEntry.js': 'var legal;',
  'routes.json': '{"title":"the legal pages","paths":["/privacy"]}',
  '213.f0d72086ba.js': 'chunk();',
  '213.f0d72086ba.js.map': '{"mappings":""}',
  'mf-stats.json': '{}',
  'static/logo.svg': '<svg/>',
  'server/server.js': 'module.exports = {};',
  'server/server.js.map': '{}',
};

async function writeBuild(files: Record<string, string>): Promise<void> {
  await rm(join(appDir, 'dist'), { recursive: true, force: true });
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(appDir, 'dist', path)), { recursive: true });
    await writeFile(join(appDir, 'dist', path), content);
  }
}

const metadata = (hash: string): ReleaseMetadata => ({
  remote: 'legal',
  version: '1.0.0',
  hash,
  id: `1.0.0-${hash}`,
  routes: { title: 'the legal pages', paths: ['/privacy'] },
  exposes: ['routes'],
  uses: {},
  shared: { react: '19.3.1' },
  firstLoadBytes: 100,
  checks: [],
});

beforeEach(async () => {
  appDir = await mkdtemp(join(tmpdir(), 'release-app-'));
  storeDir = await mkdtemp(join(tmpdir(), 'release-store-'));
  await writeBuild(BUILD);
});

afterEach(async () => {
  await rm(appDir, { recursive: true, force: true });
  await rm(storeDir, { recursive: true, force: true });
});

describe("a release's files", () => {
  it('are the browser build and the server build, without source maps and mf-stats.json', async () => {
    expect(await buildFiles(appDir)).toEqual({
      browser: ['213.f0d72086ba.js', 'mf-manifest.json', 'remoteEntry.js', 'routes.json', 'static/logo.svg'],
      server: ['server/server.js'],
    });
  });

  it('are refused when the build is not whole', async () => {
    await writeBuild({ 'remoteEntry.js': 'var legal;' });
    await expect(buildFiles(appDir)).rejects.toThrow('holds no whole build');
  });
});

describe('the content hash', () => {
  const hashOf = async () => contentHash(appDir, (await buildFiles(appDir)).browser);

  it("is 12 hex digits that change with any browser file's content or name, not with maps or the server build", async () => {
    const first = await hashOf();
    expect(first).toMatch(/^[0-9a-f]{12}$/);
    await writeBuild({ ...BUILD, '213.f0d72086ba.js.map': '{"mappings":"AAAA"}', 'server/server.js': 'module.exports = 1;' });
    expect(await hashOf()).toBe(first);
    await writeBuild({ ...BUILD, 'remoteEntry.js': 'var legal = 2;' });
    expect(await hashOf()).not.toBe(first);
    const { 'static/logo.svg': logo, ...rest } = BUILD;
    await writeBuild({ ...rest, 'static/mark.svg': logo });
    expect(await hashOf()).not.toBe(first);
  });
});

describe('publishing a release', () => {
  it('puts every file and release.json under {remote}/{id}/, and a retry writes nothing new', async () => {
    const store = new FolderReleaseStore(storeDir);
    const files = await buildFiles(appDir);
    const release = metadata(await contentHash(appDir, files.browser));
    expect(await publishRelease(store, appDir, files, release)).toEqual({ written: 7, unchanged: 0 });
    expect(await store.list('legal', release.id)).toEqual([...files.browser, 'release.json', ...files.server].sort());
    expect(JSON.parse((await store.get(`legal/${release.id}/release.json`))!.body.toString())).toEqual(release);
    expect((await store.get(`legal/${release.id}/server/server.js`))!.body.toString()).toBe('module.exports = {};');
    expect(await publishRelease(store, appDir, files, release)).toEqual({ written: 0, unchanged: 7 });
  });

  it('stops at a file the store already holds with other content', async () => {
    const store = new FolderReleaseStore(storeDir);
    const files = await buildFiles(appDir);
    const release = metadata('0123456789ab');
    await store.put(`legal/${release.id}/remoteEntry.js`, 'var other;');
    await expect(publishRelease(store, appDir, files, release)).rejects.toThrow(ReleaseFileChangedError);
    expect(await store.get(`legal/${release.id}/release.json`)).toBeUndefined();
  });
});
