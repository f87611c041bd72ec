import { freePort } from '@driveratlas/testing';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const PROBE = join(__dirname, 'embedded-postgres-probe.mjs');

function probe(dataDir: string, port: number, sql: string, asUser?: string): { rows?: unknown[]; error?: string } {
  const command = asUser
    ? ['runuser', ['-u', asUser, '--', process.execPath, PROBE, dataDir, String(port), sql]]
    : [process.execPath, [PROBE, dataDir, String(port), sql]];
  const result = spawnSync(command[0] as string, command[1] as string[], { encoding: 'utf8', timeout: 60_000 });
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(line);
  } catch {
    throw new Error(`The probe printed no result: ${result.stdout}\n${result.stderr}`);
  }
}

function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'driveratlas-embedded-'));
  chmodSync(dir, 0o777);
  return dir;
}

describe('the embedded PostgreSQL', () => {
  it(`runs as the current user (${userInfo().username}) and keeps its data across restarts`, async () => {
    const dataDir = join(scratchDir(), 'postgres');
    const port = await freePort();
    expect(probe(dataDir, port, 'CREATE TABLE kept (id int); INSERT INTO kept VALUES (7)').error).toBeUndefined();
    expect(probe(dataDir, port, 'SELECT id FROM kept').rows).toEqual([{ id: 7 }]);
  });

  it('runs as a normal user', async () => {
    const dataDir = join(scratchDir(), 'postgres');
    const user = userInfo().uid === 0 ? 'nobody' : undefined;
    expect(probe(dataDir, await freePort(), 'SELECT current_user AS "user"', user).rows).toEqual([{ user: 'postgres' }]);
  });

  it('says clearly that its port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as { port: number }).port;
    try {
      const result = probe(join(scratchDir(), 'postgres'), port, 'SELECT 1');
      expect(result.error).toBe(`Port ${port} for the embedded PostgreSQL is taken by another program. Stop it, or choose another port (EMBEDDED_PG_PORT).`);
    } finally {
      blocker.close();
    }
  });
});
