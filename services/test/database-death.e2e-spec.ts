import { RunningDatabase, startDatabase } from '@driveratlas/stack';
import { eventually, RunningApp, startService } from '@driveratlas/testing';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * PostgreSQL killed (SIGKILL, as a crash or the out-of-memory killer ends it) under load, on a server of this file's
 * own: the service's process lives on, answers 503 while the database is gone, and serves again once it is back.
 */
let db: RunningDatabase;
let service: RunningApp;

beforeAll(async () => {
  // The embedded server runs in a process of its own: Jest's sandbox cannot load its package, an ES module.
  db = await startDatabase({ inChildProcess: true });
  service = await startService(db.url, { DATABASE_READ_URL: db.url });
}, 120_000);

afterAll(async () => {
  await service?.stop();
  await db?.stop();
});

const PATHS = ['/api/drivers', '/api/health', '/api/categories', '/api/search?q=nvidia'];

/** One answer: when its request was sent and answered, and its status (or the failure of one with none). */
interface Answer {
  started: number;
  at: number;
  status: number | string;
}

/** Clients asking the service in turn until `until` is aborted; every answer's status, or the failure of one with none. */
async function load(until: AbortSignal, answers: Answer[]): Promise<void> {
  const client = async (n: number) => {
    for (let i = n; !until.aborted; i++) {
      const started = Date.now();
      try {
        const res = await fetch(`${service.url}${PATHS[i % PATHS.length]}`, { signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        answers.push({ started, at: Date.now(), status: res.status });
        if (res.status === 503) expect(res.headers.get('retry-after')).not.toBeNull();
      } catch (error) {
        answers.push({ started, at: Date.now(), status: (error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).message });
      }
      // The time is the point: each client's pace, a request about every 20 ms, is the load the database dies under.
      await sleep(20);
    }
  };
  await Promise.all(Array.from({ length: 16 }, (_, n) => client(n)));
}

describe('PostgreSQL killed under load', () => {
  it('leaves the service running, answering 503 while it is gone, and serving again once it is back', async () => {
    const pid = service.pid;
    const answers: Answer[] = [];
    const stopLoad = new AbortController();
    const loading = load(stopLoad.signal, answers);
    // Under load: each client answered twice, on average.
    await eventually(async () => expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(32), 30_000);
    const killedAt = Date.now();
    await db.embedded!.kill();
    // The time is the point: the database stays gone for 3 s under load, as in an outage, not for an instant.
    await sleep(3_000);
    const restartedAt = Date.now();
    await db.embedded!.restart();
    // Serving again: every path answers 200.
    await eventually(async () => {
      expect(service.pid).toBe(pid);
      expect(() => process.kill(pid, 0)).not.toThrow();
      for (const path of PATHS) expect((await fetch(`${service.url}${path}`)).status).toBe(200);
    }, 30_000);
    stopLoad.abort();
    await loading;

    expect(service.pid).toBe(pid);
    expect(() => process.kill(pid, 0)).not.toThrow();
    expect(service.output()).not.toMatch(/Unhandled 'error' event|uncaughtException|unhandledRejection/);
    // Nothing but 200 before and 503 while the database was gone: never a 500, a dropped connection or no answer.
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200, 503]));
    // Asked once the database was gone (a request sent before may still have had its rows, answered late on a busy machine).
    const whileGone = answers.filter((a) => a.started > killedAt + 200 && a.at < restartedAt);
    expect(whileGone.length).toBeGreaterThan(20);
    expect(whileGone.every((a) => a.status === 503)).toBe(true);
  }, 120_000);
});
