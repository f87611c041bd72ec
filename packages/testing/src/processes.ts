import { RunningApp, startGateway as startGatewayProcess, startService as startServiceProcess } from '@driveratlas/stack';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { arrivedBefore } from './eventually';

export { freePort } from '@driveratlas/stack';
export type { RunningApp } from '@driveratlas/stack';

/** The built service (services/dist) on a free port against the given database, its output kept for output(). */
export function startService(databaseUrl: string, env: Record<string, string> = {}): Promise<RunningApp> {
  return startServiceProcess({ databaseUrl, env });
}

/** The built gateway (gateway/dist) on a free port in front of the given service, its output kept for output(). */
export function startGateway(serviceUrl: string, env: Record<string, string> = {}): Promise<RunningApp> {
  return startGatewayProcess({ serviceUrl, env: { HOST: '127.0.0.1', ...env } });
}

/** A line of an app's JSON log (pino's). */
export interface LogLine {
  level: number;
  msg: string;
  /** The X-Request-Id of the request it is about. */
  reqId?: string;
  [field: string]: unknown;
}

/** The JSON lines the app printed so far, in order (a line still being written is left out, as are lines of text). */
export function logLines(app: Pick<RunningApp, 'output'>): LogLine[] {
  return app
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    });
}

/**
 * Sends the app a health check of its own (an X-Request-Id of its own) and waits for its access-log line (the app runs
 * with LOG_LEVEL=info): answers the lines the app logged before it, among them all it logs at once about earlier
 * requests. A test asserts what was not logged on these, not after a pause.
 */
export async function logLinesBeforeNextRequest(app: RunningApp, timeout = 5000): Promise<LogLine[]> {
  const sentinel = `sentinel-${randomUUID()}`;
  const path = app.name.startsWith('service') ? '/api/health' : '/healthz';
  await fetch(`${app.url}${path}`, { headers: { 'X-Request-Id': sentinel } }).then((res) => res.arrayBuffer());
  return arrivedBefore(
    () => logLines(app),
    (line) => line.reqId === sentinel && line.msg === 'request completed',
    timeout,
  );
}

/**
 * Waits until `done()` holds, asked again each time the child process prints something (on stdout or stderr, which
 * the caller reads with listeners of its own, added before): a server saying it is ready. Fails as soon as the process
 * exits without it, or after `timeout` ms.
 */
export function untilPrinted(child: ChildProcess, done: () => boolean, timeout: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const finish = (failure?: Error) => {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
      child.off('exit', exited);
      if (failure) reject(failure);
      else resolve();
    };
    const check = () => done() && finish();
    const exited = () => finish(done() ? undefined : new Error(`The process exited (${child.exitCode ?? child.signalCode}) first.`));
    const timer = setTimeout(() => finish(new Error(`Not printed within ${timeout / 1000} s.`)), timeout);
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', exited);
    if (child.exitCode !== null || child.signalCode !== null) exited();
    else check();
  });
}
