import { createTestDatabase, recordedDownloads, RunningApp, startService, TestDatabase } from '@driveratlas/testing';
import request from 'supertest';

export const ADMIN_PASSWORD = 'test-admin-password-1';

export interface ServiceUnderTest {
  service: RunningApp;
  db: TestDatabase;
  api: () => ReturnType<typeof request>;
}

/** A fresh database and the built service on it, for one test file. */
export function useService(env: Record<string, string> = {}): ServiceUnderTest {
  const context = {} as ServiceUnderTest;
  beforeAll(async () => {
    context.db = await createTestDatabase();
    context.service = await startService(context.db.url, { ADMIN_PASSWORD, ...env });
    context.api = () => request(context.service.url);
  });
  afterAll(async () => {
    await context.service?.stop();
    await context.db?.drop();
  });
  return context;
}

/** Signs in as the operator and returns the session cookie. */
export async function signIn(api: ServiceUnderTest['api']): Promise<string> {
  const res = await api().post('/api/auth/login').send({ password: ADMIN_PASSWORD }).expect(200);
  const cookie = res.headers['set-cookie']?.[0];
  if (!cookie) throw new Error('The login answered without a session cookie.');
  return cookie.split(';')[0];
}

/** The counts of every table a bad request must leave alone. */
export async function tableCounts(db: TestDatabase): Promise<Record<string, number>> {
  const tables = [
    'drivers',
    'driver_versions',
    'categories',
    'printer_brands',
    'printer_models',
    'download_records',
    'contact_messages',
    'privacy_requests',
    'consent_records',
    'admin_sessions',
    'manufacturers',
    'idempotency_keys',
    'audit_entries',
    'privacy_request_events',
    'webhook_endpoints',
    'access_tokens',
    'remote_releases',
    'driver_inf_files',
    'inf_hardware_ids',
    'maker_packages',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = Number((await db.query<{ n: string }>(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  // Counters and pending downloads together: the service moves the one into the other at any time.
  counts.downloads = await recordedDownloads(db);
  return counts;
}
