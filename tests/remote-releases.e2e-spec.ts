import { RELEASE_GROUP_COOKIE, releaseId, releasePath, type ReleaseMetadata, type RemoteListEntry } from '@driveratlas/site-contracts';
import { FolderReleaseStore } from '@driveratlas/releases';
import { buildFiles, contentHash, publishRelease } from '@driveratlas/releases/command';
import { createTestDatabase, eventually, RunningApp, startGateway, startService, TestDatabase } from '@driveratlas/testing';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { releaseAdmin } from '../gateway/test/releases-support';

/**
 * A remote team's release reaching the site: the real legal remote published as two releases (the second with a visible
 * change), two gateway processes on one service. Promoting the second shows it on both within 5 s while the first
 * release's chunks still load (a page already open keeps working); rolling back shows the first again within 5 s.
 */
const ADMIN_PASSWORD = 'platform-releases-password';
const TITLE = 'Legal Notice & Compliance';
const CHANGED = 'Legal Notice & Compliance, second release';
const tmp = mkdtempSync(join(tmpdir(), 'driveratlas-remote-releases-'));

/** The legal remote's build in a folder of its own, its title changed in every file that has it when `change`. */
function legalBuild(name: string, change: boolean): string {
  const appDir = join(tmp, name);
  cpSync(join(__dirname, '..', 'mfe-legal', 'dist'), join(appDir, 'dist'), { recursive: true });
  if (change) {
    for (const file of readdirSync(join(appDir, 'dist'), { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.js'))) {
      const text = readFileSync(join(appDir, 'dist', file), 'utf8');
      if (text.includes(TITLE)) writeFileSync(join(appDir, 'dist', file), text.split(TITLE).join(CHANGED));
    }
  }
  return appDir;
}

/** Publishes a build as a release of the legal remote, as the release command does, and answers its release.json and chunks. */
async function release(store: FolderReleaseStore, appDir: string, version: string): Promise<{ metadata: ReleaseMetadata; chunks: string[] }> {
  const files = await buildFiles(appDir);
  const hash = await contentHash(appDir, files.browser);
  const metadata: ReleaseMetadata = {
    remote: 'legal',
    version,
    hash,
    id: releaseId(version, hash),
    routes: JSON.parse(readFileSync(join(appDir, 'dist', 'routes.json'), 'utf8')),
    exposes: ['routes'],
    uses: {},
    shared: {},
    firstLoadBytes: 0,
    checks: [{ check: 'routes', passed: true, message: 'Its paths are its own.' }],
  };
  await publishRelease(store, appDir, files, metadata);
  return { metadata, chunks: files.browser.filter((path) => path.endsWith('.js')).map((path) => `${releasePath('legal', metadata.id)}${path}`) };
}

let db: TestDatabase;
let service: RunningApp;
let gateways: RunningApp[] = [];
let first: Awaited<ReturnType<typeof release>>;
let second: Awaited<ReturnType<typeof release>>;
let admin: Awaited<ReturnType<typeof releaseAdmin>>;

beforeAll(async () => {
  const store = new FolderReleaseStore(join(tmp, 'store'));
  first = await release(store, legalBuild('first', false), '1.0.0');
  second = await release(store, legalBuild('second', true), '1.0.1');
  expect(second.metadata.id).not.toBe(first.metadata.id);
  db = await createTestDatabase();
  service = await startService(db.url, { ADMIN_PASSWORD });
  gateways = await Promise.all([0, 1].map(() => startGateway(service.url, { RELEASE_STORE: store.location })));
  admin = await releaseAdmin(service.url, ADMIN_PASSWORD);
  await admin.register(first.metadata);
  await admin.register(second.metadata);
  await admin.activate('legal', first.metadata.id);
  await eventually(() => bothList(first.metadata.id), 10_000);
});

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.stop()));
  await service?.stop();
  await db?.drop();
});

const visitor = { Cookie: `${RELEASE_GROUP_COOKIE}=platform-visitor-1` };

/** The legal remote as a gateway lists it to the visitor. */
async function legalOn(gateway: RunningApp): Promise<RemoteListEntry> {
  const { remotes } = (await (await fetch(`${gateway.url}/remotes.json`, { headers: visitor })).json()) as { remotes: RemoteListEntry[] };
  return remotes.find((remote) => remote.name === 'legal')!;
}

/** Whether both gateways list the release to the visitor. */
async function bothList(id: string): Promise<boolean> {
  return (await Promise.all(gateways.map(legalOn))).every((legal) => legal.release === id);
}

/** Whether every one of the chunks loads from both gateways. */
async function chunksLoad(chunks: string[]): Promise<boolean> {
  const statuses = await Promise.all(gateways.flatMap((gateway) => chunks.map(async (path) => (await fetch(`${gateway.url}${path}`)).status)));
  return statuses.every((status) => status === 200);
}

/** The legal notice page a gateway renders for the visitor, and the remote list embedded in it. */
async function legalNotice(gateway: RunningApp): Promise<{ html: string; remotes: RemoteListEntry[] }> {
  const html = await (await fetch(`${gateway.url}/legal-notice`, { headers: visitor })).text();
  const data = /<script type="application\/json" id="server-rendered">(.*?)<\/script>/s.exec(html)?.[1];
  return { html, remotes: (JSON.parse(data ?? '{}') as { remotes?: RemoteListEntry[] }).remotes ?? [] };
}

describe("a remote's release on every gateway", () => {
  it("renders each page with the visitor's release, the page's remote list the one /remotes.json gives them", async () => {
    for (const gateway of gateways) {
      const page = await legalNotice(gateway);
      expect([page.html.includes(TITLE), page.html.includes(CHANGED)]).toEqual([true, false]);
      const listed = (await (await fetch(`${gateway.url}/remotes.json`, { headers: visitor })).json()) as { remotes: RemoteListEntry[] };
      expect(page.remotes).toEqual(listed.remotes);
    }
  });

  it('promotes the second release on both gateways within 5 s, the first still loading, and rolls back within 5 s', async () => {
    await admin.activate('legal', second.metadata.id);
    const promoted = await eventually(() => bothList(second.metadata.id), 5_000);
    expect(promoted).toBeLessThan(5_000);
    // A page opened on the first release keeps loading its chunks.
    expect(await chunksLoad(first.chunks)).toBe(true);
    expect(await chunksLoad(second.chunks)).toBe(true);
    for (const gateway of gateways) {
      const page = await legalNotice(gateway);
      expect(page.html.includes(CHANGED)).toBe(true);
      expect(page.remotes.find((remote) => remote.name === 'legal')?.entry).toBe(`${releasePath('legal', second.metadata.id)}mf-manifest.json`);
    }

    await admin.activate('legal', first.metadata.id);
    const rolledBack = await eventually(() => bothList(first.metadata.id), 5_000);
    expect(rolledBack).toBeLessThan(5_000);
    expect(await chunksLoad(second.chunks)).toBe(true);
    for (const gateway of gateways) expect((await legalNotice(gateway)).html.includes(CHANGED)).toBe(false);
  });
});
