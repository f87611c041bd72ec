'use strict';
// The built service and gateway as child processes: started, waited for until they answer, stopped.
const { spawn } = require('node:child_process');
const { once } = require('node:events');
const { createServer } = require('node:net');
const { join } = require('node:path');

const ROOT = join(__dirname, '..', '..');

/** A TCP port nothing listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const exited = (child) => child.exitCode !== null || child.signalCode !== null;

async function waitUntilReady(name, url, child, { timeoutMs, signal, output }) {
  const deadline = Date.now() + timeoutMs;
  const printed = () => (output() ? `\n${output()}` : '');
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    if (exited(child)) throw new Error(`The ${name} stopped (exit code ${child.exitCode ?? child.signalCode}) before answering at ${url}.${printed()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not answering yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw Object.assign(new Error(`The ${name} did not answer at ${url} within ${timeoutMs / 1000} s.${printed()}`), { code: 'NO_ANSWER' });
}

/** How long a stop waits for the requests under way before it kills the process (as Docker does, docker-compose.yml). */
const STOP_TIMEOUT_MS = 15_000;

/** Restarts after a crash wait 0.5 s, 1 s, 2 s … at most 10 s; a process that ran 30 s starts the series again. */
const BACK_OFF = { firstMs: 500, maxMs: 10_000, resetAfterMs: 30_000 };

/** Sends SIGTERM (the app lets its requests finish), SIGKILL after STOP_TIMEOUT_MS; resolves once it has exited. */
async function terminate(child) {
  if (!child || exited(child)) return;
  const done = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await done;
  clearTimeout(timer);
}

/**
 * Runs `script` (relative to the repository root) with node and waits until `readyPath` answers 2xx.
 * Its output is kept for output() (`stdio: 'pipe'`), shown (`'inherit'`) or dropped (`'ignore'`).
 * The process runs in a process group of its own, so a Ctrl+C or a signal to the caller's group does
 * not reach it: the caller stops it, in its order. It stops by itself when the caller is gone (its IPC
 * channel closes). With `supervise`, a process that stops by itself after answering is started again
 * after a back-off (BACK_OFF), and `onExit(code, restartInMs)` and `onRestart()` hear of it.
 */
async function startApp({ name, script, port, readyPath, env = {}, stdio = 'pipe', timeoutMs = 90_000, signal, onExit, supervise = false, onRestart }) {
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  let child;
  let stopping = false;
  let restartTimer;
  let crashes = 0;

  const stop = async () => {
    stopping = true;
    clearTimeout(restartTimer);
    await terminate(child);
  };

  const start = async (abort) => {
    let readyAt;
    const current = spawn(process.execPath, [join(ROOT, script)], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', stdio, stdio, 'ipc'],
      detached: process.platform !== 'win32',
    });
    child = current;
    current.channel?.unref(); // there only to tell the process when this one is gone
    current.stdout?.on('data', (d) => (log += d));
    current.stderr?.on('data', (d) => (log += d));
    current.once('exit', (code, exitSignal) => {
      if (readyAt === undefined || stopping) return;
      if (!supervise) return onExit?.(code ?? exitSignal);
      if (Date.now() - readyAt >= BACK_OFF.resetAfterMs) crashes = 0;
      onExit?.(code ?? exitSignal, restartIn());
      scheduleRestart();
    });
    try {
      await waitUntilReady(name, `${url}${readyPath}`, current, { timeoutMs, signal: abort, output: () => log });
    } catch (error) {
      await terminate(current);
      throw error;
    }
    readyAt = Date.now();
  };

  const restartIn = () => Math.min(BACK_OFF.firstMs * 2 ** crashes, BACK_OFF.maxMs);
  const scheduleRestart = () => {
    const delay = restartIn();
    crashes += 1;
    restartTimer = setTimeout(async () => {
      try {
        await start();
        if (!stopping) onRestart?.();
      } catch (error) {
        if (stopping) return;
        onExit?.(error.code === 'NO_ANSWER' ? 'no answer' : (child.exitCode ?? child.signalCode), restartIn());
        scheduleRestart();
      }
    }, delay);
  };

  await start(signal);
  return {
    name,
    url,
    port,
    get pid() {
      return child.pid;
    },
    output: () => log,
    stop,
    restart: async () => {
      stopping = false;
      await start();
    },
  };
}

/** The built service (services/dist) on `port` (a free one when not given) against `databaseUrl`. */
async function startService({ databaseUrl, port, env = {}, ...options }) {
  const servicePort = port ?? (await freePort());
  return startApp({
    name: 'service',
    script: 'services/dist/main.js',
    port: servicePort,
    readyPath: '/api/health',
    env: { DATABASE_URL: databaseUrl, SERVICE_PORT: String(servicePort), ...env },
    ...options,
  });
}

/** The built gateway (gateway/dist) on `port` (a free one when not given) in front of `serviceUrl`. */
async function startGateway({ serviceUrl, port, env = {}, ...options }) {
  const gatewayPort = port ?? (await freePort());
  return startApp({
    name: 'gateway',
    script: 'gateway/dist/main.js',
    port: gatewayPort,
    readyPath: '/healthz',
    env: { SERVICE_URL: serviceUrl, PORT: String(gatewayPort), ...env },
    ...options,
  });
}

module.exports = { freePort, startService, startGateway };
