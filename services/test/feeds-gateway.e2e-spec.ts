import { createTestDatabase, eventually, RunningApp, startGateway, startService, TestDatabase } from '@driveratlas/testing';
import request from 'supertest';
import { atomEntries, atomProblems } from './feeds-atom-validator';

const ADMIN_PASSWORD = 'gateway-feeds-password';
let db: TestDatabase;
let service: RunningApp;
let gateway: RunningApp;

beforeAll(async () => {
  db = await createTestDatabase();
  service = await startService(db.url, { ADMIN_PASSWORD });
  gateway = await startGateway(service.url);
});

afterAll(async () => {
  await gateway?.stop();
  await service?.stop();
  await db?.drop();
});

/** A feed through the gateway at the site's address, its body as text. */
const feed = (path: string, headers: Record<string, string> = {}) =>
  request(gateway.url)
    .get(path)
    .set(headers)
    .buffer(true)
    .parse((res, done) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => done(null, body));
    });

describe('the Atom feeds at the site’s addresses', () => {
  it('serves each feed as valid Atom from the kept public reads, with its ETag and 304', async () => {
    for (const path of ['/feeds/drivers.atom', '/feeds/categories/graphics-cards.atom', '/feeds/manufacturers/nvidia.atom', '/feeds/drivers/1000.atom']) {
      await eventually(async () => expect((await feed(path).expect(200)).headers.age).toBeDefined());
      const res = await feed(path).expect(200);
      expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      expect(atomProblems(res.body as string)).toEqual([]);
      await feed(path, { 'If-None-Match': res.headers.etag }).expect(304);
    }
  });

  it('answers an unknown category, manufacturer or driver 404 in JSON, and nothing but feeds under /feeds', async () => {
    for (const path of ['/feeds/categories/no-such-category.atom', '/feeds/manufacturers/nobody.atom', '/feeds/drivers/999999.atom', '/feeds/drivers.json']) {
      const res = await request(gateway.url).get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it("lists a driver's new version first in its feed and the catalogue's once the service announces the change", async () => {
    await eventually(async () => expect((await feed('/feeds/drivers.atom').expect(200)).headers.age).toBeDefined());
    const driver = (await request(service.url).get('/api/drivers?category=Input%20Devices').expect(200)).body[0];
    const ownFeed = `/feeds/drivers/${driver.id}.atom`;
    await eventually(async () => expect((await feed(ownFeed).expect(200)).headers.age).toBeDefined());
    // The operator's edit goes to the service itself: only the change it announces empties the gateway's copy.
    const login = await request(service.url).post('/api/auth/login').send({ password: ADMIN_PASSWORD }).expect(200);
    const own = { Cookie: login.headers['set-cookie'][0].split(';')[0], Origin: new URL(service.url).origin };
    const { id: _id, createdAt: _c, updatedAt: _u, releasedOn: _r, ...fields } = driver;
    const input = Object.fromEntries(Object.entries({ ...fields, version: '88.2.0' }).filter(([, v]) => v !== null));
    await request(service.url).put(`/api/drivers/${driver.id}`).set(own).send(input).expect(200);
    await eventually(async () => {
      expect(atomEntries((await feed(ownFeed).expect(200)).body as string)[0].title).toBe(`${driver.name} 88.2.0`);
      expect(atomEntries((await feed('/feeds/drivers.atom').expect(200)).body as string)[0].title).toBe(`${driver.name} 88.2.0`);
    }, 2000);
  });
});
