import { freePort } from '@driveratlas/stack';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePrerequisite } from './prerequisites.mjs';

/**
 * A redis-server of this run's own (`server`, the program found by ./prerequisites.mjs) on a free loopback port,
 * keeping nothing on disk: its URL, and stop(). The machine's own Redis, if any, is never used.
 */
export async function startRedis(server = ensurePrerequisite('redis-server')) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'driveratlas-redis-'));
  const child = spawn(server, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start within 10 s:\n${output}`)), 10_000);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (/Ready to accept connections/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (chunk) => (output += chunk));
  });
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.once('exit', () => child.kill());
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill();
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
