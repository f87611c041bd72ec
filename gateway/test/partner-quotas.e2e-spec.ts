import { createTestDatabase, crowd, DatabaseLink, eventually, RunningApp, startGateway, startService, TestDatabase, testRedisUrl } from '@driveratlas/testing';
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import request from 'supertest';
import { API_ONLY } from './api-only';

/**
 * API keys' quotas at two gateways sharing the real Redis (a key prefix of this run's own): each key is limited by its
 * own quota, an address without a key by RATE_LIMIT_PER_MINUTE, a revoked key is refused at once, and every answer
 * says where its client stands (the IETF RateLimit headers).
 */
const ADMIN_PASSWORD = 'partner-quotas-password';
const ADDRESS_QUOTA = 4;
let db: TestDatabase;
let service: RunningApp;
let gateways: RunningApp[];
let operator: Record<string, string>;
let env: Record<string, string>;
let listening: DatabaseLink;

beforeAll(async () => {
  db = await createTestDatabase();
  // The service hears the database's change notices through a link the test can hold them back in.
  listening = await DatabaseLink.open(db.url);
  service = await startService(db.url, { ADMIN_PASSWORD, DATABASE_LISTEN_URL: listening.url });
  env = {
    ...API_ONLY,
    REDIS_URL: testRedisUrl(),
    RATE_LIMIT_PREFIX: `test-${randomUUID()}-`,
    RATE_LIMIT_PER_MINUTE: String(ADDRESS_QUOTA),
  };
  gateways = [await startGateway(service.url, env), await startGateway(service.url, env)];
  const login = await request(service.url).post('/api/auth/login').send({ password: ADMIN_PASSWORD }).expect(200);
  operator = { Cookie: login.headers['set-cookie'][0].split(';')[0], Origin: new URL(service.url).origin };
});

afterAll(async () => {
  for (const gateway of gateways ?? []) await gateway.stop();
  await service?.stop();
  await listening?.down();
  await db?.drop();
});

/** Waits for a new minute when this one has less than 20 s left, so that a test's requests are counted in one window. */
async function freshWindow(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 20_000) await delay(left + 100);
}

async function makeKey(name: string, quotaPerMinute: number): Promise<{ id: number; secret: string }> {
  return (await request(service.url).post('/api/admin/partner-keys').set(operator).send({ name, quotaPerMinute }).expect(201)).body;
}

const get = (i: number, path: string, headers: Record<string, string> = {}) =>
  request(gateways[i % 2].url)
    .get(path)
    .set(headers);

describe('partner quotas across two gateways', () => {
  it('limits two keys by their own quotas (5 and 8), alternating gateways, with Retry-After on the 429', async () => {
    const five = await makeKey('Five', 5);
    const eight = await makeKey('Eight', 8);
    await freshWindow();
    for (let i = 0; i < 8; i++) {
      if (i < 5) await get(i, '/api/categories', { Authorization: `Bearer ${five.secret}` }).expect(200);
      const res = await get(i + 1, '/api/categories', { 'X-Api-Key': eight.secret }).expect(200);
      expect(res.headers['ratelimit-policy']).toBe('"partner";q=8;w=60');
      expect(res.headers.ratelimit).toMatch(new RegExp(`^"partner";r=${7 - i};t=\\d+$`));
    }
    const sixth = await get(5, '/api/categories', { Authorization: `Bearer ${five.secret}` }).expect(429);
    const ninth = await get(8, '/api/drivers/1000', { 'X-Api-Key': eight.secret }).expect(429);
    for (const res of [sixth, ninth]) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(res.headers.ratelimit).toMatch(/^"partner";r=0;t=\d+$/);
      expect(res.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/^Too many requests: at most [58] a minute\./) });
    }
    // The address the keys came from is not counted by them.
    const anonymous = await get(0, '/api/categories').expect(200);
    expect(anonymous.headers['ratelimit-policy']).toBe(`"default";q=${ADDRESS_QUOTA};w=60`);
  });

  it('limits an address without a key by its own quota, on both gateways', async () => {
    await delay(60_000 - (Date.now() % 60_000) + 100); // a new minute: the address's count starts again
    for (let i = 0; i < ADDRESS_QUOTA; i++) {
      const res = await get(i, '/api/categories').expect(200);
      expect(res.headers.ratelimit).toMatch(new RegExp(`^"default";r=${ADDRESS_QUOTA - 1 - i};t=\\d+$`));
    }
    for (const i of [0, 1]) expect((await get(i, '/api/categories').expect(429)).headers['retry-after']).toBeDefined();
    // A key still has its own.
    const key = await makeKey('Own', 3);
    await get(0, '/api/categories', { Authorization: `Bearer ${key.secret}` }).expect(200);
  }, 90_000);

  it('refuses a key revoked through a third gateway at once on both others (401), never served by the address quota', async () => {
    const key = await makeKey('Leaving', 50);
    await freshWindow();
    for (const i of [0, 1]) await get(i, '/api/drivers/1000', { 'X-Api-Key': key.secret }).expect(200);
    // As the Partners tab revokes it: through a gateway (the operator's, whose address has its own quota), which answers
    // once every gateway will refuse the key. The change's notice is held back meanwhile: the gateways do not need it.
    const operators = await startGateway(service.url, { ...env, RATE_LIMIT_PER_MINUTE: '1000' });
    listening.freeze();
    try {
      await request(operators.url)
        .delete(`/api/admin/partner-keys/${key.id}`)
        .set({ ...operator, Origin: new URL(operators.url).origin })
        .expect(200);
      for (const i of [0, 1]) {
        const res = await get(i, '/api/drivers/1000', { 'X-Api-Key': key.secret }).expect(401);
        expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'This API key is unknown or was revoked.' });
      }
    } finally {
      listening.thaw();
      await operators.stop();
    }
    await get(0, '/api/categories', { Authorization: 'Bearer dak_unknown' }).expect(401);
  });

  it('leaves the remaining count unchanged for a 304, and sends the headers on every answer to /api', async () => {
    const key = await makeKey('Conditional', 20);
    await freshWindow();
    const auth = { Authorization: `Bearer ${key.secret}` };
    const first = await get(0, '/api/categories', auth).expect(200);
    expect(first.headers.ratelimit).toMatch(/^"partner";r=19;/);
    for (const i of [1, 0]) {
      const notModified = await get(i, '/api/categories', { ...auth, 'If-None-Match': first.headers.etag }).expect(304);
      expect(notModified.headers.ratelimit).toMatch(/^"partner";r=19;/);
      expect(notModified.headers['ratelimit-policy']).toBe('"partner";q=20;w=60');
    }
    expect((await get(1, '/api/categories', auth).expect(200)).headers.ratelimit).toMatch(/^"partner";r=18;/);
    for (const res of [
      await get(0, '/api/nothing-here', auth).expect(404),
      await request(gateways[1].url).post('/api/drivers').set(auth).send({}).expect(401),
    ]) {
      expect(res.headers['ratelimit-policy']).toBe('"partner";q=20;w=60');
      expect(res.headers.ratelimit).toMatch(/^"partner";r=\d+;t=\d+$/);
    }
  });

  /** 300 requests with the key over 50 connections, all at once: exactly the quota answered, the rest refused. */
  async function crowdOnQuota(urls: string[], name: string): Promise<void> {
    const key = await makeKey(name, 50);
    await freshWindow();
    const answers = await crowd(urls, { requests: 300, connections: 50, headers: { 'X-Api-Key': key.secret } });
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(250);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.headers.ratelimit).toMatch(/^"partner";r=0;t=\d+$/);
    }
    // What the operator sees is what was answered: 50, once every gateway has sent its counts.
    const today = new Date().toISOString().slice(0, 10);
    await eventually(async () => {
      const listed = (await request(service.url).get('/api/admin/partner-keys').set(operator).expect(200)).body;
      expect(listed.find((k: { id: number }) => k.id === key.id)).toMatchObject({ usage: [{ day: today, requests: 50 }] });
    }, 15_000);
  }

  it('answers exactly the quota (50) of 300 requests arriving together over 50 connections, counted in Redis by two gateways', async () => {
    await crowdOnQuota(
      gateways.map((g) => `${g.url}/api/categories`),
      'Crowd through Redis',
    );
  });

  it('answers exactly the quota (50) of 300 requests arriving together at a gateway counting alone, without Redis', async () => {
    const { REDIS_URL: _shared, ...alone } = env;
    const gateway = await startGateway(service.url, alone);
    try {
      await crowdOnQuota([`${gateway.url}/api/categories`], 'Crowd in memory');
    } finally {
      await gateway.stop();
    }
  });

  it("sends each key's requests per day to the service, from both gateways, for the admin", async () => {
    const key = await makeKey('Counted', 30);
    await freshWindow();
    for (let i = 0; i < 6; i++) await get(i, '/api/categories', { 'X-Api-Key': key.secret }).expect(200);
    const today = new Date().toISOString().slice(0, 10);
    await eventually(async () => {
      const listed = (await request(service.url).get('/api/admin/partner-keys').set(operator).expect(200)).body;
      expect(listed.find((k: { id: number }) => k.id === key.id)).toMatchObject({ usage: [{ day: today, requests: 6 }], lastUsedAt: expect.any(String) });
    }, 15_000);
  });
});
