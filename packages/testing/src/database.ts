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

/** Creates an empty database of its own for one test file on the test server, and drops it afterwards. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const server = serverUrl();
  const name = `driveratlas_test_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(server, name);
  const client = new Client({ connectionString: url });
  await client.connect();
  return {
    url,
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    drop: async () => {
      await client.end();
      const cleanup = new Client({ connectionString: server });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
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
