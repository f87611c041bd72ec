import { createTestDatabase, requestOnOwnSocket, startService } from '@driveratlas/testing';
import { Client } from 'pg';

describe('the service, stopped', () => {
  it('lets a request under way finish on SIGTERM, answering Connection: close, and closes its database pool only after', async () => {
    const db = await createTestDatabase();
    const service = await startService(db.url);
    const locker = new Client({ connectionString: db.url });
    try {
      const [{ id }] = await db.query<{ id: number }>('SELECT id FROM drivers ORDER BY id LIMIT 1');
      // The download's insert waits in the database until the lock is released, after the signal.
      await locker.connect();
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE download_records IN EXCLUSIVE MODE');
      const underWay = requestOnOwnSocket(`${service.url}/api/drivers/${id}/download`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      await new Promise((r) => setTimeout(r, 500));
      const stopped = service.stop();
      await new Promise((r) => setTimeout(r, 500));
      await locker.query('COMMIT');

      const answer = await underWay;
      expect([answer.status, answer.headers.connection, answer.closedByServer]).toEqual([200, 'close', true]);
      const started = Date.now();
      await stopped;
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(await db.query('SELECT count(*)::int AS n FROM download_records WHERE "driverId" = $1', [id])).toEqual([{ n: 1 }]);
    } finally {
      await locker.end();
      await service.stop();
      await db.drop();
    }
  });
});
