import { eventually, GatewayAnswer, GatewayClient, SITE_ADMIN_PASSWORD, startTestCluster } from '@driveratlas/testing';
import type { RunningApp, RunningCluster } from '@driveratlas/stack';
import { Client } from 'pg';
import { VALID } from '../services/test/examples';

/**
 * DriverAtlas on several processes, as on several nodes: two gateways, two services behind a round-robin balancer (the
 * stand-in for a Kubernetes Service), the embedded PostgreSQL as primary and its streaming replica for the public reads.
 * A write through any gateway is seen through every other, a read the replica cannot answer up to date comes from the
 * primary, and a process stopped under load loses no request it accepted.
 */
jest.setTimeout(180_000);

let cluster: RunningCluster;
let client: GatewayClient;
const A = 0;
const B = 1;

beforeAll(async () => {
  cluster = await startTestCluster();
  client = new GatewayClient(cluster.urls);
  // Each gateway keeps answers once it hears the service's changes: its answers then carry Age.
  for (const gateway of [A, B]) {
    await eventually(async () => {
      await client.request('/api/categories', { gateway });
      expect((await client.request('/api/categories', { gateway })).headers.age).toBeDefined();
    }, 30_000);
  }
}, 180_000);

afterAll(async () => cluster?.stop());

/** The operator's headers for requests through `gateway`: a session made on any process, and that gateway's origin. */
async function operator(gateway: number): Promise<Record<string, string>> {
  const login = await client.request('/api/auth/login', { method: 'POST', body: { password: SITE_ADMIN_PASSWORD }, gateway });
  expect(login.status).toBe(200);
  const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? [])[0].split(';')[0];
  return { Cookie: cookie, Origin: cluster.urls[gateway] };
}

async function newDriver(name: string): Promise<{ id: number; name: string; downloadCount: number }> {
  const created = await client.request('/api/drivers', { method: 'POST', headers: await operator(A), body: { ...VALID.driver, name }, gateway: A });
  expect(created.status).toBe(201);
  return created.body;
}

async function rename(id: number, name: string, gateway = A): Promise<GatewayAnswer> {
  const edited = await client.request(`/api/drivers/${id}`, { method: 'PUT', headers: await operator(gateway), body: { ...VALID.driver, name }, gateway });
  expect(edited.status).toBe(200);
  return edited;
}

const nameThrough = async (id: number, gateway: number) => (await client.request(`/api/drivers/${id}`, { gateway })).body.name;

/** Runs `sql` on the server of `url` (the primary or the replica). */
async function query<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query(sql, params)).rows as T[];
  } finally {
    await db.end();
  }
}

/** Transactions the replica's database committed so far: each public read it answers is one. */
async function replicaCommits(): Promise<number> {
  const [{ n }] = await query<{ n: string }>(cluster.database.replica!.url, 'SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()');
  return Number(n);
}

/** `count` searches no gateway keeps yet, through both gateways: each is read in the database. */
async function freshSearches(count: number): Promise<GatewayAnswer[]> {
  const asked = Date.now();
  return Promise.all(Array.from({ length: count }, (_, n) => client.request(`/api/search?q=realtek%20${asked}x${n}`)));
}

describe('a write through one gateway', () => {
  it('is read through the other gateway within 1 s', async () => {
    const driver = await newDriver(`Realtek Seen Everywhere ${Date.now()}`);
    // Both gateways keep the driver's read before the edit.
    for (const gateway of [A, B]) {
      await client.request(`/api/drivers/${driver.id}`, { gateway });
      expect((await client.request(`/api/drivers/${driver.id}`, { gateway })).headers.age).toBeDefined();
    }
    const renamed = `Realtek Renamed On A ${Date.now()}`;
    const edited = Date.now();
    await rename(driver.id, renamed, A);
    await eventually(async () => (await nameThrough(driver.id, B)) === renamed, 5_000);
    expect(Date.now() - edited).toBeLessThan(1000);
  });

  it('is read at once through both gateways while the replica is behind it, and no stale read is kept', async () => {
    const driver = await newDriver(`Realtek Before The Pause ${Date.now()}`);
    await cluster.database.replica!.caughtUp();
    for (const gateway of [A, B]) await nameThrough(driver.id, gateway);
    await cluster.database.replica!.pauseReplay();
    try {
      const renamed = `Realtek Written While The Replica Waits ${Date.now()}`;
      await rename(driver.id, renamed, A);
      // The replica still has the old name: a read answered from it would be stale.
      const [onReplica] = await query<{ name: string }>(cluster.database.replica!.url, 'SELECT name FROM drivers WHERE id = $1', [driver.id]);
      expect(onReplica.name).toBe(driver.name);
      // Read again and again, one read after the other, for 3 s of the replica's waiting.
      const until = Date.now() + 3_000;
      while (Date.now() < until) expect([await nameThrough(driver.id, A), await nameThrough(driver.id, B)]).toEqual([renamed, renamed]);
      await cluster.database.replica!.resumeReplay();
      await cluster.database.replica!.caughtUp();
      expect([await nameThrough(driver.id, A), await nameThrough(driver.id, B)]).toEqual([renamed, renamed]);
    } finally {
      await cluster.database.replica!.resumeReplay();
    }
  });
});

describe("a visitor's download", () => {
  it("is counted in the same visitor's next read through the same gateway", async () => {
    const driver = await newDriver(`Realtek Downloaded Once ${Date.now()}`);
    expect((await client.request(`/api/drivers/${driver.id}`, { gateway: A })).body.downloadCount).toBe(driver.downloadCount);
    const download = await client.request(`/api/drivers/${driver.id}/download`, { method: 'POST', body: {}, gateway: A });
    expect(download.status).toBe(200);
    expect((await client.request(`/api/drivers/${driver.id}`, { gateway: A })).body.downloadCount).toBe(driver.downloadCount + 1);
  });
});

describe('the public reads', () => {
  it('are read from the replica, from the primary while it is stopped, without errors, and from it again once it is back', async () => {
    const replica = cluster.database.replica!;
    let before = await replicaCommits();
    expect((await freshSearches(20)).map((answer) => answer.status)).toEqual(Array(20).fill(200));
    await eventually(async () => (await replicaCommits()) >= before + 20, 15_000);

    await replica.stop();
    try {
      const whileStopped = [...(await freshSearches(20)), ...(await freshSearches(20))];
      expect(whileStopped.filter((answer) => answer.status !== 200)).toEqual([]);
    } finally {
      await replica.start();
    }
    before = await replicaCommits();
    await eventually(async () => {
      expect((await freshSearches(10)).filter((answer) => answer.status !== 200)).toEqual([]);
      expect(await replicaCommits()).toBeGreaterThanOrEqual(before + 10);
    }, 30_000);
  });
});

/** What 50 clients asking public reads over both gateways got while `disturb` ran: answers by status, and failures. */
async function underLoad(disturb: () => Promise<void>): Promise<{ answered: number; refusedThenRetried: number; notOk: string[]; failed: string[] }> {
  const driver = await newDriver(`Realtek Under Load ${Date.now()}`);
  const paths = ['/api/categories', '/api/drivers/featured', `/api/drivers/${driver.id}`, '/api/manufacturers'];
  const result = { answered: 0, refusedThenRetried: 0, notOk: [] as string[], failed: [] as string[] };
  let running = true;
  let n = 0;
  const clients = Array.from({ length: 50 }, async () => {
    while (running) {
      // One in four reads a search no gateway keeps: it reaches a service.
      const path = n % 4 === 0 ? `/api/search?q=intel%20${Date.now()}x${n}` : paths[n % paths.length];
      n++;
      try {
        const answer = await client.request(path);
        result.answered++;
        if (answer.refused) result.refusedThenRetried++;
        if (answer.status >= 300 && answer.status !== 304)
          result.notOk.push(`${path}: ${answer.status} from gateway ${answer.gateway + 1} ${JSON.stringify(answer.body).slice(0, 200)}`);
      } catch (error) {
        result.failed.push(`${path}: ${(error as Error).message}`);
      }
    }
  });
  try {
    // Under load: the clients were answered twice each, on average; and as much again once the disturbance is over.
    await eventually(async () => result.answered >= 100, 30_000);
    await disturb();
    const answeredBefore = result.answered;
    await eventually(async () => result.answered >= answeredBefore + 100, 30_000);
  } finally {
    running = false;
    await Promise.all(clients);
  }
  return result;
}

/** Sends `signal` to the app's process and waits until it (started again by the cluster's supervision) answers again. */
async function killAndAwaitRestart(app: RunningApp, signal: NodeJS.Signals): Promise<void> {
  const pid = app.pid;
  process.kill(pid, signal);
  await eventually(async () => {
    expect(app.pid).not.toBe(pid);
    expect((await fetch(`${app.url}${app.name.startsWith('service') ? '/api/health' : '/healthz'}`)).ok).toBe(true);
  }, 60_000);
}

describe('a process stopped under load from 50 clients', () => {
  it.each([
    ['gateway 1', 'SIGTERM'],
    ['service 1', 'SIGTERM'],
    ['service 2', 'SIGKILL'],
  ] as const)('%s, sent %s, loses no accepted request, and is started again', async (name, signal) => {
    const app = [...cluster.gateways, ...cluster.services].find((candidate) => candidate.name === name)!;
    const load = await underLoad(() => killAndAwaitRestart(app, signal));
    const examples = [...load.notOk, ...load.failed].slice(0, 5);
    expect({ notOk: load.notOk.length, failed: load.failed.length, examples }).toEqual({ notOk: 0, failed: 0, examples: [] });
    expect(load.answered).toBeGreaterThan(100);
  });
});

describe('the per-address rate limit', () => {
  it('is one count shared by both gateways through Redis', async () => {
    const limited = await startTestCluster({ services: 1, replica: false, gatewayEnv: { RATE_LIMIT_PER_MINUTE: '10' } });
    try {
      const shared = new GatewayClient(limited.urls);
      // The counts are per minute of the clock: the requests all fall in one.
      if (60_000 - (Date.now() % 60_000) < 5_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000) + 100));
      const statuses: number[] = [];
      for (let n = 0; n < 14; n++) statuses.push((await shared.request('/api/categories')).status);
      // Ten in the minute for the address, across the gateways: the eleventh is refused, whichever gateway it reaches.
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses.slice(10)).toEqual(Array(4).fill(429));
    } finally {
      await limited.stop();
    }
  });
});
