import { createTestDatabase, eventually, RunningApp, startGateway, startService, TestDatabase } from '@driveratlas/testing';
import { inCanary, RELEASE_GROUP_COOKIE, releasePath, type RemoteListEntry } from '@driveratlas/site-contracts';
import { FolderReleaseStore } from '@driveratlas/releases';
import { mkdtempSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import request from 'supertest';
import { API_ONLY } from './api-only';
import { publish, releaseAdmin, releaseMetadata } from './releases-support';

const ADMIN_PASSWORD = 'gateway-releases-password';
const routes = { title: 'the legal pages', paths: ['/privacy', '/terms'] };
/** A chunk large enough to be compressed. */
const chunk = (label: string) => `var legal=${JSON.stringify(label)};${'/* the legal pages */'.repeat(200)}`;
const filesOf = (label: string) => ({
  'mf-manifest.json': JSON.stringify({ name: 'legal', label }),
  'routes.json': JSON.stringify({ ...routes, paths: [...routes.paths, `/${label}`] }),
  'remoteEntry.js': `var legal=${JSON.stringify(label)};`,
  '312.9a8b7c6d5e.js': chunk(label),
  '312.9a8b7c6d5e.js.map': '{}',
  'mf-stats.json': '{}',
  'server/server.js': 'module.exports = {};',
});
const first = releaseMetadata('legal', '1.0.0', routes, filesOf('first'));
const second = releaseMetadata('legal', '1.1.0', routes, filesOf('second'));

let db: TestDatabase;
let service: RunningApp;
let gateway: RunningApp;
let admin: Awaited<ReturnType<typeof releaseAdmin>>;

beforeAll(async () => {
  const store = new FolderReleaseStore(mkdtempSync(join(tmpdir(), 'driveratlas-releases-')));
  await publish(store, first, filesOf('first'));
  await publish(store, second, filesOf('second'));
  db = await createTestDatabase();
  service = await startService(db.url, { ADMIN_PASSWORD });
  gateway = await startGateway(service.url, { ...API_ONLY, RELEASE_STORE: store.location });
  admin = await releaseAdmin(service.url, ADMIN_PASSWORD);
});

afterAll(async () => {
  await gateway?.stop();
  await service?.stop();
  await db?.drop();
});

/** The legal remote as /remotes.json lists it to a visitor of `group` (none: a new visitor), with the answer. */
async function legalFor(group?: string): Promise<{ legal: RemoteListEntry; res: request.Response }> {
  const ask = request(gateway.url).get('/remotes.json');
  const res = await (group ? ask.set('Cookie', `${RELEASE_GROUP_COOKIE}=${group}`) : ask).expect(200);
  return { legal: (res.body.remotes as RemoteListEntry[]).find((remote) => remote.name === 'legal')!, res };
}

/** The release of the legal remote a visitor of `group` is given, and whether it is the canary. */
async function chosen(group: string): Promise<{ release?: string; canary?: boolean }> {
  const { legal } = await legalFor(group);
  return { release: legal.release, canary: legal.canary };
}

/** Asks `visitors` each with its own cookie, `parallel` at once. */
async function eachVisitor<T>(visitors: string[], ask: (group: string) => Promise<T>, parallel = 50): Promise<T[]> {
  const answers: T[] = [];
  for (let i = 0; i < visitors.length; i += parallel) answers.push(...(await Promise.all(visitors.slice(i, i + parallel).map(ask))));
  return answers;
}

describe("the gateway serves each visitor the remotes' releases", () => {
  it('serves a remote with no live release as before: its folder, and no cookie', async () => {
    const { legal, res } = await legalFor();
    expect(legal).toMatchObject({ name: 'legal', entry: '/remotes/legal/mf-manifest.json' });
    expect(legal.release).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it("lists the active release to every visitor, with its own routes, and gives a new visitor its group's cookie", async () => {
    await admin.register(first);
    await admin.register(second);
    await admin.activate('legal', first.id);
    await eventually(async () => expect((await legalFor()).legal.release).toBe(first.id));
    const { legal, res } = await legalFor();
    expect(legal).toEqual({
      name: 'legal',
      entry: `${releasePath('legal', first.id)}mf-manifest.json`,
      ...routes,
      paths: [...routes.paths, '/first'],
      release: first.id,
    });
    expect([res.headers['cache-control'], res.headers.vary]).toEqual(['no-cache', expect.stringMatching(/^Cookie\b/)]);
    expect(res.headers['set-cookie']).toEqual([expect.stringMatching(/^release-group=[\w-]{8,}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/)]);
    // A visitor who has it keeps it.
    const group = res.headers['set-cookie'][0].split(';')[0].split('=')[1];
    expect((await legalFor(group)).res.headers['set-cookie']).toBeUndefined();
  });

  it("serves a release's files from the store, immutable and compressed; never its server build, maps or stats", async () => {
    const at = releasePath('legal', first.id);
    const file = await rawGet(`${at}312.9a8b7c6d5e.js`);
    expect([file.status, file.headers['cache-control'], file.headers['content-type'], file.headers['content-encoding']]).toEqual([
      200,
      'public, max-age=31536000, immutable',
      'text/javascript; charset=utf-8',
      'gzip',
    ]);
    expect(gunzipSync(file.body).toString()).toBe(chunk('first'));
    const manifest = await request(gateway.url).get(`${at}mf-manifest.json`).expect(200);
    expect([manifest.body, manifest.headers['cache-control']]).toEqual([{ name: 'legal', label: 'first' }, 'public, max-age=31536000, immutable']);
    const refused = [
      `${at}server/server.js`,
      `${at}312.9a8b7c6d5e.js.map`,
      `${at}mf-stats.json`,
      `${at}%73erver/server.js`,
      `${at}../${second.id}/remoteEntry.js`,
      `${at}..%2f..%2f${second.id}%2fremoteEntry.js`,
      `${at}missing.js`,
      `${releasePath('legal', '9.9.9-0123456789ab')}remoteEntry.js`,
      `${releasePath('legal', 'not-a-release')}remoteEntry.js`,
      `${releasePath('nowhere', first.id)}remoteEntry.js`,
    ];
    for (const path of refused) {
      const res = await request(gateway.url).get(path);
      expect([path, res.status, res.body.statusCode]).toEqual([path, 404, 404]);
    }
  });

  it('gives a canary at 10 % to 7-13 % of 2,000 visitors, each the same release on every request', async () => {
    await admin.canary('legal', second.id, 10);
    const visitors = Array.from({ length: 2000 }, (_, i) => `visitor-${i}-${Math.random().toString(36).slice(2, 10)}`);
    await eventually(async () => expect((await legalFor(visitors.find((v) => inCanary(v, 'legal', 10)))).legal.release).toBe(second.id));
    const twice = await eachVisitor(visitors, async (group) => [(await legalFor(group)).legal, (await legalFor(group)).legal]);
    for (const [once, again] of twice) expect(again).toEqual(once);
    const canaries = twice.filter(([legal]) => legal.release === second.id);
    expect(canaries.every(([legal]) => legal.canary === true && legal.entry === `${releasePath('legal', second.id)}mf-manifest.json`)).toBe(true);
    expect(twice.filter(([legal]) => legal.release === first.id).every(([legal]) => legal.canary === undefined)).toBe(true);
    expect(canaries.length).toBeGreaterThanOrEqual(140);
    expect(canaries.length).toBeLessThanOrEqual(260);
  });

  it('drops the canary and promotes one: every visitor then gets the active release, and the old release still loads', async () => {
    const canaryVisitor = Array.from({ length: 200 }, (_, i) => `drop-${i}-visitor`).find((v) => inCanary(v, 'legal', 10))!;
    await admin.dropCanary('legal');
    await eventually(async () => expect(await chosen(canaryVisitor)).toEqual({ release: first.id }));
    await admin.canary('legal', second.id, 10);
    await eventually(async () => expect(await chosen(canaryVisitor)).toEqual({ release: second.id, canary: true }));
    // A visitor outside the canary, who gets the second release only once the gateway has heard of the promotion.
    const outsider = Array.from({ length: 200 }, (_, i) => `other-${i}-visitor`).find((v) => !inCanary(v, 'legal', 10))!;
    await admin.promoteCanary('legal');
    await eventually(async () => expect(await chosen(outsider)).toEqual({ release: second.id }));
    expect(await chosen(canaryVisitor)).toEqual({ release: second.id });
    expect((await legalFor(canaryVisitor)).legal.paths).toEqual([...routes.paths, '/second']);
    await request(gateway.url)
      .get(`${releasePath('legal', first.id)}remoteEntry.js`)
      .expect(200, 'var legal="first";');
  });

  it('keeps serving the last live releases read while the service is down', async () => {
    await service.stop();
    try {
      expect((await legalFor('other-visitor-2')).legal.release).toBe(second.id);
    } finally {
      await service.restart();
    }
  });
});

/** A GET with the answer's bytes as they came, asking for gzip. */
function rawGet(path: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${gateway.url}${path}`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (part: Buffer) => chunks.push(part));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).once('error', reject);
  });
}
