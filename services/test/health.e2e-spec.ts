import { createTestDatabase, DatabaseLink, eventually, logLinesBeforeNextRequest, RunningApp, startService, TestDatabase } from '@driveratlas/testing';
import request from 'supertest';

/** How long the health check may take on a frozen database: its statement time (3 s by default) and a margin. */
const ANSWERED_WITHIN_MS = 5000;

let db: TestDatabase;
let link: DatabaseLink;
let service: RunningApp;

beforeAll(async () => {
  db = await createTestDatabase();
  link = await DatabaseLink.open(db.url);
  // At info, each request's access-log line too: a later request's tells what was logged before it.
  service = await startService(link.url, { LOG_LEVEL: 'info' });
});

afterAll(async () => {
  link?.thaw();
  await service?.stop();
  await link?.down();
  await db?.drop();
});

describe('GET /api/health', () => {
  it('answers 200 while the database answers', async () => {
    expect((await request(service.url).get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 with Retry-After within 5 s on a frozen database, whether a connection is open or must be made, and logs each request once', async () => {
    await request(service.url).get('/api/health').expect(200);
    link.freeze();
    const ids = ['open', 'new', 'another'].map((name) => `health-frozen-${name}-${process.pid}`);
    const answers = await Promise.all(
      ids.map(async (id) => {
        const started = Date.now();
        const res = await request(service.url).get('/api/health').set('X-Request-Id', id);
        return { res, ms: Date.now() - started };
      }),
    );
    for (const { res, ms } of answers) {
      expect(ms).toBeLessThan(ANSWERED_WITHIN_MS);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The database cannot be reached.' });
    }
    link.thaw();
    await eventually(async () => (await request(service.url).get('/api/health')).status === 200, 10_000);
    // The statements held while frozen come back: they must not log their requests a second time, before a later request's line.
    const lines = await logLinesBeforeNextRequest(service);
    for (const id of ids)
      expect(lines.filter((line) => line.reqId === id).map((line) => line.msg)).toEqual(['The database cannot be reached.', 'request completed']);
  });
});
