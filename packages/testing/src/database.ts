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
