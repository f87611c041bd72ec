import { createTestDatabase, startService } from '@driveratlas/testing';
import { connect } from 'node:net';
import { Client } from 'pg';

/** A request over a keep-alive socket this side never closes: the status, the Connection header, and whether the service closed it. */
function postOnOwnSocket(url: string, path: string): Promise<{ status: number; connection: string | undefined; closedByService: boolean }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    let timer: NodeJS.Timeout | undefined;
    const done = (closedByService: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: Number(text.split(' ')[1]), connection: /\r\nconnection: ([^\r]*)/i.exec(text)?.[1], closedByService });
    };
    socket.on('data', (chunk) => {
      text += chunk;
      if (!timer && text.includes('\r\n\r\n')) timer = setTimeout(() => done(false), 1_000);
    });
    socket.once('end', () => done(true));
    socket.once('error', reject);
    socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`);
  });
}

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
      const underWay = postOnOwnSocket(service.url, `/api/drivers/${id}/download`);
      await new Promise((r) => setTimeout(r, 500));
      const stopped = service.stop();
      await new Promise((r) => setTimeout(r, 500));
      await locker.query('COMMIT');

      expect(await underWay).toEqual({ status: 200, connection: 'close', closedByService: true });
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
