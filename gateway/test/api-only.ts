import { createTestDatabase, RunningApp, startGateway, startService, TestDatabase } from '@driveratlas/testing';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The API alone: no web apps to load (an empty WEB_ROOT), so that the gateway's answers are its proxy's. */
export const API_ONLY = { WEB_ROOT: mkdtempSync(join(tmpdir(), 'driveratlas-no-web-')) };

export interface GatewayUnderTest {
  db: TestDatabase;
  service: RunningApp;
  gateway: RunningApp;
}

/** A fresh database, the built service on it and the gateway (API only) in front, for the tests of one file or describe. */
export function useApiGateway(env: { service?: Record<string, string>; gateway?: Record<string, string> } = {}): GatewayUnderTest {
  const context = {} as GatewayUnderTest;
  beforeAll(async () => {
    context.db = await createTestDatabase();
    context.service = await startService(context.db.url, env.service);
    context.gateway = await startGateway(context.service.url, { ...API_ONLY, ...env.gateway });
  });
  afterAll(async () => {
    await context.gateway?.stop();
    await context.service?.stop();
    await context.db?.drop();
  });
  return context;
}
