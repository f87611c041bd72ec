import { createTestDatabase, eventually, requestOnOwnSocket, startService } from '@driveratlas/testing';
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
      // Under way: its insert waits for the lock.
      await eventually(async () =>
        expect(
          await db.query(
            `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%INSERT INTO download_records%'`,
          ),
        ).not.toEqual([]),
      );
      const stopped = service.stop();
      // Stopping: it no longer takes connections, the request still under way.
      await eventually(async () =>
        expect(
          await fetch(`${service.url}/api/health`).then(
            () => 'answered',
            (error: Error & { cause?: { code?: string } }) => error.cause?.code,
          ),
        ).toBe('ECONNREFUSED'),
      );
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
