import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');

export interface RunningApp {
  url: string;
  port: number;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
  /** Starts the process again on the same port. */
  restart(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The process exited (${child.exitCode}) before answering:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`No answer from ${url} within ${timeoutMs} ms:\n${output()}`);
}

async function runApp(script: string, env: Record<string, string>, port: number, readyPath: string): Promise<RunningApp> {
  let log = '';
  let child: ChildProcess;
  const url = `http://127.0.0.1:${port}`;
  const start = async () => {
    child = spawn(process.execPath, [join(ROOT, script)], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (d) => (log += d));
    child.stderr?.on('data', (d) => (log += d));
    await waitUntilAnswering(`${url}${readyPath}`, child, () => log);
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  await start();
  return { url, port, output: () => log, stop, restart: start };
}

/** The built service (services/dist) on a free port against the given database. */
export async function startService(databaseUrl: string, env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  return runApp('services/dist/main.js', { DATABASE_URL: databaseUrl, SERVICE_PORT: String(port), LOG_REQUESTS: 'false', ...env }, port, '/api/health');
}

/** The built gateway (gateway/dist) on a free port in front of the given service. */
export async function startGateway(serviceUrl: string, env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  return runApp('gateway/dist/main.js', { SERVICE_URL: serviceUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env }, port, '/healthz');
}
