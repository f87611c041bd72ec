import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, TestDatabase } from './database';
import { RunningApp, startGateway, startService } from './processes';

const ROOT = join(__dirname, '..', '..', '..');
export const REMOTES = ['catalog', 'printers', 'legal', 'admin'] as const;

export interface RunningSite {
  url: string;
  /** The web root the gateway serves: `shell/` and one folder per remote, copies of the builds. */
  webRoot: string;
  db: TestDatabase;
  service: RunningApp;
  gateway: RunningApp;
  stop(): Promise<void>;
}

/** The whole site as visitors get it: the built service, and the gateway serving copies of the built web apps. */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const webRoot = mkdtempSync(join(tmpdir(), 'driveratlas-site-'));
  cpSync(join(ROOT, 'shell', 'dist'), join(webRoot, 'shell'), { recursive: true });
  for (const remote of REMOTES) cpSync(join(ROOT, `mfe-${remote}`, 'dist'), join(webRoot, remote), { recursive: true });
  const db = await createTestDatabase();
  const service = await startService(db.url, { ADMIN_PASSWORD: 'site-test-password', ...env });
  const gateway = await startGateway(service.url, { WEB_ROOT: webRoot, RATE_LIMIT_PER_MINUTE: '100000', ...env });
  return {
    url: gateway.url,
    webRoot,
    db,
    service,
    gateway,
    stop: async () => {
      await gateway.stop();
      await service.stop();
      await db.drop();
    },
  };
}
