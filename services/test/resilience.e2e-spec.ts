import { createTestDatabase, DatabaseLink, eventually, logLines, RunningApp, startService, TestDatabase } from '@driveratlas/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { VALID } from './examples';
import { ADMIN_PASSWORD, signIn } from './support';

/** The gateway answers 504 when the service has not answered within this time (gateway/src/config.ts, UPSTREAM_TIMEOUT_MS). */
const GATEWAY_TIMEOUT_MS = 4000;

let db: TestDatabase;
let link: DatabaseLink;
let service: RunningApp;
const api = () => request(service.url);

beforeAll(async () => {
  db = await createTestDatabase();
  link = await DatabaseLink.open(db.url);
  // At info, the service logs each request as it ends, a client's leaving included.
  service = await startService(link.url, { ADMIN_PASSWORD, LOG_LEVEL: 'info' });
});

afterAll(async () => {
  await service?.stop();
  await link?.down();
  await db?.drop();
});

const contactMessages = async () => Number((await db.query<{ n: string }>('SELECT COUNT(*) AS n FROM contact_messages'))[0].n);

/** The service's inserts waiting in the database for a table another connection holds locked. */
const insertsWaiting = () =>
  db.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE 'INSERT INTO%'`);

/** Waits until an insert of the service waits in the database for the locked table: its request is under way there. */
const untilAnInsertWaits = () => eventually(async () => expect((await insertsWaiting()).length).toBeGreaterThan(0));

/**
 * Runs `work` while another connection holds the table locked, as a hung or busy database would; `work` may release
 * the lock early with the function it is given, and the lock is released when it ends in any case.
 */
async function whileHeld<T>(table: string, work: (release: () => Promise<void>) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: db.url });
  await client.connect();
  await client.query('BEGIN');
  await client.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
  let held = true;
  const release = async () => {
    if (!held) return;
    held = false;
    await client.query('ROLLBACK');
    await client.end();
  };
  try {
    return await work(release);
  } finally {
    await release();
  }
}

/** A request sent now, whose answer is awaited later (supertest sends when awaited). */
const send = (test: request.Test): Promise<request.Response> => test.then((res) => res);

const expectUnavailable = (res: request.Response) => {
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(res.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: expect.stringMatching(/^The database /) });
};

describe('timeouts and honest errors (issue 14, item 9)', () => {
  it('gives up on a write the database holds before the gateway would, answers 503 with Retry-After, and never applies it later', async () => {
    const before = await contactMessages();
    const started = Date.now();
    const res = await whileHeld('contact_messages', async () => {
      const answer = await send(api().post('/api/contact-messages').send(VALID.contactMessage));
      // Given up in the database too: no insert is left waiting for the table.
      expect(await insertsWaiting()).toEqual([]);
      return answer;
    });
    const elapsed = Date.now() - started;
    expectUnavailable(res);
    expect(elapsed).toBeGreaterThanOrEqual(2500);
    expect(elapsed).toBeLessThan(GATEWAY_TIMEOUT_MS);
    // A later message, sent once the table is free: the one given up on, were it applied after all, would be before it.
    const later = { ...VALID.contactMessage, subject: `Sent later ${randomUUID()}` };
    await api().post('/api/contact-messages').send(later).expect(201);
    expect(await contactMessages()).toBe(before + 1);
    expect(await db.query('SELECT subject FROM contact_messages ORDER BY id DESC LIMIT 1')).toEqual([{ subject: later.subject }]);
  });

  it('rolls back a write whose client left before its answer, once the database lets it through', async () => {
    const before = await contactMessages();
    const requestId = `left-early-${randomUUID()}`;
    const linesOf = () => logLines(service).filter((line) => line.reqId === requestId);
    await whileHeld('contact_messages', async () => {
      const client = new AbortController();
      const sent = fetch(`${service.url}/api/contact-messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Id': requestId },
        body: JSON.stringify(VALID.contactMessage),
        signal: client.signal,
      });
      await untilAnInsertWaits();
      client.abort();
      await expect(sent).rejects.toThrow(/abort/i);
      // The service has seen the client leave: it logged the request as ended, its insert still waiting.
      await eventually(async () => expect(linesOf().map((line) => line.msg)).toEqual(['request completed']));
      expect((await insertsWaiting()).length).toBeGreaterThan(0);
    });
    // Let through, the insert is rolled back: the service says so once its transaction has ended.
    await eventually(async () => expect(linesOf().map((line) => line.msg)).toContain('The client left before the answer. Nothing was stored.'));
    expect(await contactMessages()).toBe(before);
    await api().get('/api/health').expect(200);
  });

  it('answers 503, not 500, when PostgreSQL ends the connection of a running statement (57P01)', async () => {
    const before = await contactMessages();
    const res = await whileHeld('contact_messages', async () => {
      const sent = send(api().post('/api/contact-messages').send(VALID.contactMessage));
      await untilAnInsertWaits();
      await db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
      return sent;
    });
    expectUnavailable(res);
    expect(await contactMessages()).toBe(before);
    await api().get('/api/categories').expect(200);
  });

  it('answers 503 JSON with Retry-After while the database is down, reads and writes alike, and recovers by itself', async () => {
    await api().get('/api/drivers').expect(200);
    await link.down();
    try {
      for (const call of [
        () => api().get('/api/drivers'),
        () => api().get('/api/search?q=rtx'),
        () => api().post('/api/contact-messages').send(VALID.contactMessage),
      ]) {
        const started = Date.now();
        const res = await call();
        expect(Date.now() - started).toBeLessThan(GATEWAY_TIMEOUT_MS);
        expectUnavailable(res);
      }
      const health = await api().get('/api/health').expect(503);
      expect(health.headers['retry-after']).toBe('5');
    } finally {
      await link.up();
    }
    await eventually(async () => (await api().get('/api/drivers')).status === 200, 10_000);
  });
});

describe('idempotent writes (issue 14, item 6)', () => {
  let key = 0;
  const nextKey = () => `"${process.pid}-${Date.now()}-${++key}"`;
  const countOf = async (table: string) => Number((await db.query<{ n: string }>(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  const postMessage = (idempotencyKey: string, body: object = VALID.contactMessage) =>
    api().post('/api/contact-messages').set('Idempotency-Key', idempotencyKey).send(body);

  it.each([
    ['a contact message', '/api/contact-messages', VALID.contactMessage, 'contact_messages', 201],
    ['a privacy request', '/api/privacy-requests', VALID.privacyRequest, 'privacy_requests', 201],
    ['a consent record', '/api/consent-records', VALID.consentRecord, 'consent_records', 201],
    ['a download', '/api/drivers/301/download', VALID.download, 'download_records', 200],
  ] as const)(
    'stores %s once for a POST repeated with the same Idempotency-Key, and answers the first answer again',
    async (_name, path, body, table, status) => {
      const idempotencyKey = nextKey();
      const before = await countOf(table);
      const first = await api().post(path).set('Idempotency-Key', idempotencyKey).send(body).expect(status);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const again = await api()
        .post(path)
        .set('Idempotency-Key', idempotencyKey)
        .send({ ...body })
        .expect(status);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(await countOf(table)).toBe(before + 1);
    },
  );

  it('answers 422 for the same key with a different body, and stores nothing', async () => {
    const idempotencyKey = nextKey();
    await postMessage(idempotencyKey).expect(201);
    const before = await contactMessages();
    const res = await postMessage(idempotencyKey, { ...VALID.contactMessage, subject: 'Another subject' }).expect(422);
    expect(res.body).toEqual({ statusCode: 422, error: 'Unprocessable Entity', message: expect.stringContaining('different request') });
    expect(await contactMessages()).toBe(before);
  });

  it('answers 409 while the first request with the key is still being processed, then its answer', async () => {
    const idempotencyKey = nextKey();
    const before = await contactMessages();
    const [first, concurrent] = await whileHeld('contact_messages', async (release) => {
      const pending = send(postMessage(idempotencyKey));
      await untilAnInsertWaits();
      const second = await postMessage(idempotencyKey);
      await release();
      return [await pending, second];
    });
    expect(concurrent.status).toBe(409);
    expect(concurrent.body.message).toMatch(/still being processed/);
    expect(first.status).toBe(201);
    const replayed = await postMessage(idempotencyKey).expect(201);
    expect(replayed.body).toEqual(first.body);
    expect(await contactMessages()).toBe(before + 1);
  });

  it('stores a message once when it is sent again with its key after the service gave up on it (503)', async () => {
    const idempotencyKey = nextKey();
    const before = await contactMessages();
    expectUnavailable(await whileHeld('contact_messages', () => send(postMessage(idempotencyKey))));
    const retried = await postMessage(idempotencyKey).expect(201);
    const again = await postMessage(idempotencyKey).expect(201);
    expect(again.body).toEqual(retried.body);
    expect(await contactMessages()).toBe(before + 1);
  });

  it('takes the key on admin writes: one manufacturer and one audit entry for a repeated POST', async () => {
    const own = { Cookie: await signIn(api), Origin: new URL(service.url).origin, 'Idempotency-Key': nextKey() };
    const [manufacturers, audit] = [await countOf('manufacturers'), await countOf('audit_entries')];
    const first = await api().post('/api/manufacturers').set(own).send(VALID.manufacturer).expect(201);
    const again = await api().post('/api/manufacturers').set(own).send(VALID.manufacturer).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await countOf('manufacturers')).toBe(manufacturers + 1);
    expect(await countOf('audit_entries')).toBe(audit + 1);
    await api().post('/api/manufacturers').set({ 'Idempotency-Key': own['Idempotency-Key'] }).send(VALID.manufacturer).expect(401);
  });

  it('treats a key older than 24 hours as new', async () => {
    const idempotencyKey = nextKey();
    await postMessage(idempotencyKey).expect(201);
    await db.query(`UPDATE idempotency_keys SET "expiresAt" = now() - interval '1 second' WHERE key = $1`, [JSON.parse(idempotencyKey)]);
    const before = await contactMessages();
    const res = await postMessage(idempotencyKey, { ...VALID.contactMessage, subject: 'A new subject' }).expect(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await contactMessages()).toBe(before + 1);
  });

  it.each(['"unterminated', '"a"b"', 'two words', `"${'k'.repeat(256)}"`, '""'])('refuses the malformed key %s with 400, storing nothing', async (value) => {
    const before = await contactMessages();
    const res = await postMessage(value).expect(400);
    expect(res.body.message).toEqual([expect.stringMatching(/^Idempotency-Key must be/)]);
    expect(await contactMessages()).toBe(before);
  });
});
