import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_NAMES } from '@driveratlas/site-contracts';
import { RunningApp, startStack } from '@driveratlas/stack';
import { createTestDatabase, TestDatabase } from './database';

const ROOT = join(__dirname, '..', '..', '..');
/** The remotes, as the catalogue package names them. */
export const REMOTES: readonly string[] = REMOTE_NAMES;

/** The operator's password on a test site. */
export const SITE_ADMIN_PASSWORD = 'site-test-password';

/** pino's level of an error (50; fatal is 60). */
const PINO_ERROR = 50;

/**
 * The error-level lines (pino level 50 or more) the site's service and gateway logged, as "name: line", but for those
 * that match one of `expected` (faults a test provokes on purpose, such as a stopped database).
 */
export function unexpectedErrorLines(site: Pick<RunningSite, 'service' | 'gateway'>, expected: readonly RegExp[] = []): string[] {
  return [site.service, site.gateway].flatMap((app) =>
    app
      .output()
      .split('\n')
      .filter((line) => {
        if (!line.startsWith('{')) return false;
        try {
          return (JSON.parse(line) as { level?: number }).level! >= PINO_ERROR;
        } catch {
          return false;
        }
      })
      .filter((line) => !expected.some((pattern) => pattern.test(line)))
      .map((line) => `${app.name}: ${line}`),
  );
}

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
  const stack = await startStack({
    database: { url: db.url },
    serviceEnv: { ADMIN_PASSWORD: SITE_ADMIN_PASSWORD, ...env },
    gatewayEnv: { HOST: '127.0.0.1', WEB_ROOT: webRoot, RATE_LIMIT_PER_MINUTE: '100000', ...env },
  });
  return {
    url: stack.url,
    webRoot,
    db,
    service: stack.service,
    gateway: stack.gateway,
    stop: async () => {
      await stack.stop();
      await db.drop();
    },
  };
}
