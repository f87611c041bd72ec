import { freePort } from '@driveratlas/testing';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

/** Runs `code` as an ES module in a node of its own, with the embedded PostgreSQL module imported as `embedded`. */
function runWithEmbedded(code: string, ...args: string[]) {
  const script = `import * as embedded from '@driveratlas/stack';\nimport pg from 'pg';\n${code}`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the embedded PostgreSQL of npm start', () => {
  it('stops a server that a killed owner left running, and starts on its folder and port', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'driveratlas-left-over-'));
    chmodSync(scratch, 0o755);
    const [dataDir, port] = [join(scratch, 'postgres'), String(await freePort())];
    // Killed outright, the owner cannot stop its server, which runs in a process group of its own.
    const killed = runWithEmbedded(
      `await embedded.startEmbeddedPostgres({ dataDir: process.argv[1], port: Number(process.argv[2]) }); process.kill(process.pid, 'SIGKILL');`,
      dataDir,
      port,
    );
    expect(killed.signal).toBe('SIGKILL');
    const leftOver = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(alive(leftOver)).toBe(true);

    const next = runWithEmbedded(
      `const db = await embedded.startEmbeddedPostgres({ dataDir: process.argv[1], port: Number(process.argv[2]) });
       const client = new pg.Client({ connectionString: db.url });
       await client.connect();
       console.log(JSON.stringify((await client.query('SELECT 1 AS one')).rows));
       await client.end();
       await db.stop();`,
      dataDir,
      port,
    );
    expect([next.stdout.trim(), next.stderr]).toEqual(['[{"one":1}]', '']);
    expect(alive(leftOver)).toBe(false);
  });
});
