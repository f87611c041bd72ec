import { withDatabase } from '@driveratlas/stack';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  url: string;
  /** A client on the test database, for checking what the API stored. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** The PostgreSQL server the tests use: the embedded one started by `npm test`, or DATABASE_URL's. */
export function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error('No PostgreSQL for the tests: run them with `npm test`, which starts the embedded one, or set DATABASE_URL.');
  return url;
}

/**
 * A client on the test server for creating or dropping a database: it says within 20 s why it cannot connect, and a
 * statement waiting on a lock past 30 s fails naming it, well within a test hook's minute, instead of the hook timing out.
 */
async function serverClient(server: string, statementTimeout = '45s'): Promise<Client> {
  const client = new Client({ connectionString: server, connectionTimeoutMillis: 20_000 });
  await client.connect();
  await client.query(`SET lock_timeout = '30s'; SET statement_timeout = '${statementTimeout}'`);
  return client;
}

/**
 * How long a test's database may take to drop. PostgreSQL's DROP DATABASE waits until every session of the server,
 * in any database, has taken note of it (a ProcSignalBarrier), and a session blocked sending to a client that does
 * not read (a test's frozen link or stopped process) takes note only once it can send again.
 */
const DROP_TIMEOUT = '15s';

/**
 * Drops a test's database. One that cannot be dropped in DROP_TIMEOUT is left to the throw-away server (the embedded
 * one's folder goes at the end of the run) and the sessions that held the drop up are printed: the test's own
 * result stands, and the waiting does not spill into the next test file's hooks.
 */
async function dropTestDatabase(server: string, name: string): Promise<void> {
  const cleanup = await serverClient(server, DROP_TIMEOUT);
  try {
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } catch (error) {
    if ((error as { code?: string }).code !== '57014') throw error; // only a drop that ran out of time is left
    const { rows } = await cleanup.query(
      `SELECT pid, datname, state, wait_event_type, wait_event, left(query, 80) AS query FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    console.warn(
      `The test database ${name} could not be dropped within ${DROP_TIMEOUT}; it is left to the test server. Its sessions:\n${JSON.stringify(rows)}`,
    );
  } finally {
    await cleanup.end();
  }
}

/** Creates an empty database of its own for one test file on the test server, and drops it afterwards. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const server = serverUrl();
  const name = `driveratlas_test_${randomBytes(5).toString('hex')}`;
  const admin = await serverClient(server);
  await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
  const url = withDatabase(server, name);
  const client = new Client({ connectionString: url });
  await client.connect();
  return {
    url,
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    drop: async () => {
      await client.end();
      await dropTestDatabase(server, name);
    },
  };
}

/**
 * The downloads recorded of driver or printer model `id` (of all of them without one): the counters and the downloads
 * still pending for them, which the service adds to the counters within DOWNLOAD_COUNT_DELAY_MS. Read in one
 * statement, so a batch moving pending rows meanwhile changes nothing; a pending row whose driver or model is gone is
 * not counted, as the batch drops it.
 */
export async function recordedDownloads(db: TestDatabase, id?: number): Promise<number> {
  const [{ n }] = await db.query<{ n: string }>(
    `SELECT (SELECT COALESCE(SUM("downloadCount"), 0) FROM drivers WHERE $1::int IS NULL OR id = $1)
          + (SELECT COALESCE(SUM("downloadCount"), 0) FROM printer_models WHERE $1::int IS NULL OR id = $1)
          + (SELECT COUNT(*) FROM pending_downloads p
              WHERE ($1::int IS NULL OR COALESCE(p."driverId", p."printerModelId") = $1)
                AND (EXISTS (SELECT 1 FROM drivers d WHERE d.id = p."driverId")
                  OR EXISTS (SELECT 1 FROM printer_models m WHERE m.id = p."printerModelId"))) AS n`,
    [id ?? null],
  );
  return Number(n);
}
