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
  throw new Error(`The ${name} did not answer at ${url} within ${timeoutMs / 1000} s.${printed()}`);
}

/**
 * Runs `script` (relative to the repository root) with node and waits until `readyPath` answers 2xx.
 * Its output is kept for output() (`stdio: 'pipe'`), shown (`'inherit'`) or dropped (`'ignore'`).
 */
async function startApp({ name, script, port, readyPath, env = {}, stdio = 'pipe', timeoutMs = 90_000, signal, onExit }) {
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  let child;
  let stopping = false;

  const stop = async () => {
    stopping = true;
    if (!child || exited(child)) return;
    const done = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await done;
    clearTimeout(timer);
  };

  const start = async () => {
    stopping = false;
    let ready = false;
    child = spawn(process.execPath, [join(ROOT, script)], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', stdio, stdio] });
    child.stdout?.on('data', (d) => (log += d));
    child.stderr?.on('data', (d) => (log += d));
    child.once('exit', (code, exitSignal) => {
      if (ready && !stopping) onExit?.(code ?? exitSignal);
    });
    try {
      await waitUntilReady(name, `${url}${readyPath}`, child, { timeoutMs, signal, output: () => log });
    } catch (error) {
      await stop();
      throw error;
    }
    ready = true;
  };

  await start();
  return { name, url, port, output: () => log, stop, restart: start };
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

module.exports = { ROOT, freePort, startService, startGateway };
