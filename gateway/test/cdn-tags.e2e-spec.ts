import { createTestDatabase, eventually, RunningApp, startGateway, startService, TestDatabase } from '@driveratlas/testing';
import request from 'supertest';

let db: TestDatabase;
let service: RunningApp;
let gateway: RunningApp;

beforeAll(async () => {
  db = await createTestDatabase();
  service = await startService(db.url);
  gateway = await startGateway(service.url);
});

afterAll(async () => {
  await gateway?.stop();
  await service?.stop();
  await db?.drop();
});

describe('the CDN tags of a public read kept by the gateway', () => {
  it("are the service's Surrogate-Key and Cache-Tag, on the answer the gateway replays from memory and on its 304", async () => {
    const [{ id }] = (await request(service.url).get('/api/drivers?limit=1').expect(200)).body as Array<{ id: number }>;
    const fromService = await request(service.url).get(`/api/drivers/${id}`).expect(200);
    expect(fromService.headers['surrogate-key']).toMatch(new RegExp(`^driver-${id} category-[a-z0-9-]+ manufacturer-[a-z0-9-]+$`));
    let kept: request.Response | undefined;
    await eventually(async () => {
      kept = await request(gateway.url).get(`/api/drivers/${id}`).expect(200);
      expect(kept.headers.age).toBeDefined();
    });
    expect([kept!.headers['surrogate-key'], kept!.headers['cache-tag']]).toEqual([fromService.headers['surrogate-key'], fromService.headers['cache-tag']]);
    const notModified = await request(gateway.url).get(`/api/drivers/${id}`).set('If-None-Match', kept!.headers.etag).expect(304);
    expect(notModified.headers['surrogate-key']).toBe(fromService.headers['surrogate-key']);
  });
});
