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
  it('stops a server that a killed owner left running, and starts on its folder and port, with the settings the deployed database shares', async () => {
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
       console.log(JSON.stringify((await client.query("SELECT 1 AS one, current_setting('shared_buffers') AS shared_buffers")).rows));
       await client.end();
       await db.stop();`,
      dataDir,
      port,
    );
    const { shared_buffers: sharedBuffers } = JSON.parse(readFileSync(join(ROOT, 'packages', 'stack', 'server-settings.json'), 'utf8'));
    expect([next.stdout.trim(), next.stderr]).toEqual([JSON.stringify([{ one: 1, shared_buffers: sharedBuffers }]), '']);
    expect(alive(leftOver)).toBe(false);
  });

  it("keeps answering while its owner's event loop is blocked: its log goes to a file, not to a pipe the owner must read", async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'driveratlas-busy-owner-'));
    chmodSync(scratch, 0o755);
    const [dataDir, port] = [join(scratch, 'postgres'), String(await freePort())];
    // 1,000 failing statements log about 200 KB, three times what a pipe holds.
    const flood = `const pg = require('pg');
      (async () => {
        const client = new pg.Client({ connectionString: process.argv[1] });
        await client.connect();
        for (let i = 0; i < 1000; i++) await client.query('SELECT * FROM a_table_this_database_does_not_have_' + i).catch(() => undefined);
        await client.end();
        console.log('answered');
      })();`;
    const owner = runWithEmbedded(
      `import { spawnSync } from 'node:child_process';
       const db = await embedded.startEmbeddedPostgres({ dataDir: process.argv[1], port: Number(process.argv[2]) });
       // Synchronous: this process reads nothing of the server's while the statements run.
       const run = spawnSync(process.execPath, ['-e', process.argv[3], db.url], { encoding: 'utf8', timeout: 30_000 });
       await db.stop();
       console.log(JSON.stringify({ output: run.stdout.trim(), signal: run.signal }));`,
      dataDir,
      port,
      flood,
    );
    expect(JSON.parse(owner.stdout.trim().split('\n').at(-1) ?? '{}')).toEqual({ output: 'answered', signal: null });
    const log = readFileSync(`${dataDir}.log`, 'utf8');
    expect(log).toContain('relation "a_table_this_database_does_not_have_999" does not exist');
  });
});
