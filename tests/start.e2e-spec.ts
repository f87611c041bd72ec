import { eventually, freePort, untilPrinted } from '@driveratlas/testing';
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

/** The id of the process under `root` (npm start's process tree) whose command line includes `command`. */
function descendant(root: number, command: string): number {
  const processes = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/)!)
    .map(([, pid, ppid, args]) => ({ pid: Number(pid), ppid: Number(ppid), args }));
  const tree = new Set([root]);
  for (let grown = true; grown;) {
    grown = false;
    for (const p of processes) if (tree.has(p.ppid) && !tree.has(p.pid)) grown = Boolean(tree.add(p.pid));
  }
  const found = processes.find((p) => tree.has(p.pid) && p.args.includes(command));
  if (!found) throw new Error(`No process running ${command} under npm start.`);
  return found.pid;
}

/** Asks `url` until `accept` holds for its answer, for at most `ms`. */
async function waitFor(url: string, accept: (res: Response) => boolean, ms: number): Promise<void> {
  await eventually(async () => {
    const res = await fetch(url, { headers: { Accept: 'text/html' }, signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
    return Boolean(res && accept(res));
  }, ms).catch(() => {
    throw new Error(`${url} did not answer as expected within ${ms / 1000} s.`);
  });
}

/** What a client saw: an answer, a connection refused (never accepted), or a failure. */
type Outcome = { status: number; download: boolean; sentBeforeStop: boolean; answeredAfterStop: boolean } | { refused: true } | { failed: string };

/**
 * One of the clients of the shutdown test: over one keep-alive connection, GETs a driver and records
 * a download in turn until its connection is refused. A request that fails because the gateway closed
 * the idle connection it was sent on (`reusedSocket`, the case Node's documentation tells clients to
 * retry) was never accepted, and is asked again.
 */
async function loadClient(port: number, driverIds: number[], offset: number, stop: { at?: number }, outcomes: Outcome[]): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = offset; ; i++) {
    const download = i % 2 === 0;
    const id = driverIds[i % driverIds.length];
    const outcome = await new Promise<Outcome | undefined>((resolve) => {
      const sentBeforeStop = stop.at === undefined;
      const req = request(
        {
          port,
          host: '127.0.0.1',
          agent,
          method: download ? 'POST' : 'GET',
          path: download ? `/api/drivers/${id}/download` : `/api/drivers/${id}`,
          headers: { 'User-Agent': 'shutdown-test', ...(download ? { 'Content-Type': 'application/json' } : {}) },
        },
        (res) => {
          res.resume();
          res.once('end', () => resolve({ status: res.statusCode!, download, sentBeforeStop, answeredAfterStop: stop.at !== undefined }));
          res.once('error', (error) => resolve({ failed: `${(error as NodeJS.ErrnoException).code} while reading the answer` }));
        },
      );
      req.once('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') resolve({ refused: true });
        else if (req.reusedSocket && error.code === 'ECONNRESET') resolve(undefined);
        else resolve({ failed: `${error.code ?? error.message}` });
      });
      req.end(download ? '{}' : undefined);
    });
    if (!outcome) continue;
    outcomes.push(outcome);
    if (!('status' in outcome)) break;
  }
  agent.destroy();
}

/** The rows a query answers on the embedded PostgreSQL in `dataDir`, started for it and stopped (npm start has stopped it). */
function queryStoppedDatabase(dataDir: string, port: number, sql: string): unknown[] {
  const script = `
    import pg from 'pg';
    import { startEmbeddedPostgres } from '@driveratlas/stack';
    const [dataDir, port, sql] = process.argv.slice(1);
    const db = await startEmbeddedPostgres({ dataDir, port: Number(port) });
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    console.log(JSON.stringify((await client.query(sql)).rows));
    await client.end();
    await db.stop();`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, dataDir, String(port), sql], { cwd: ROOT, encoding: 'utf8' }));
}

describe('npm start', () => {
  let child: ChildProcess;
  let output = '';
  let site: string;
  let port: number;
  let dataDir: string;
  /** Once npm start has exited and every process of it has closed the output they shared: all of it is read. */
  let closed: Promise<unknown>;

  beforeAll(async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'driveratlas-start-'));
    chmodSync(scratch, 0o755);
    dataDir = join(scratch, 'postgres');
    port = await freePort();
    const [servicePort, pgPort] = [await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      SERVICE_PORT: String(servicePort),
      EMBEDDED_PG_PORT: String(pgPort),
      EMBEDDED_PG_DIR: dataDir,
      // The shutdown test's 50 clients come from one address.
      RATE_LIMIT_PER_MINUTE: '100000',
    };
    delete env.DATABASE_URL;
    delete env.ADMIN_PASSWORD;
    delete env.LOG_LEVEL;
    // As a visitor's shell runs it: no NODE_ENV (jest's is "test").
    delete env.NODE_ENV;
    child = spawn('npm', ['start', '--silent'], { cwd: ROOT, env, detached: true });
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    closed = once(child, 'close');
    await untilPrinted(child, () => output.includes('DriverAtlas is running at'), 110_000).catch((error: Error) => {
      throw new Error(`npm start did not come up (${error.message}):\n${output}`);
    });
    site = `http://localhost:${port}`;
  }, 120_000);

  afterAll(async () => {
    if (child?.pid && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  });

  it('prints the address of the site', () => {
    expect(output).toMatch(/DriverAtlas is running at http:\/\/localhost:\d+/);
  });

  it('prints the generated admin password once, on the first start of the embedded database', () => {
    expect(output.match(/Admin password \(shown once/g)).toHaveLength(1);
  });

  it('serves at least 75 drivers from the embedded PostgreSQL through the gateway', async () => {
    const res = await fetch(`${site}/api/drivers`);
    expect(res.status).toBe(200);
    expect((await res.json()).length).toBeGreaterThanOrEqual(75);
  });

  it('serves the site: the home page rendered on the server, and the remote list', async () => {
    const page = await fetch(`${site}/`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<div id="?root"?>/);
    // Rendered on the server (the shell alone, which the browser would render, has no canonical address).
    expect(html).toContain(`<link rel="canonical" href="`);
    const list = await (await fetch(`${site}/remotes.json`)).json();
    expect(list.remotes.map((r: { name: string }) => r.name)).toEqual(['catalog', 'printers', 'legal', 'admin']);
  });

  it('prints the address last', () => {
    const lines = output.trim().split('\n');
    expect(lines[lines.length - 1]).toMatch(/^DriverAtlas is running at http:\/\/localhost:\d+/);
  });

  it('serves the API documentation', async () => {
    const ui = await fetch(`${site}/api/docs`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger-ui');
    const document = await (await fetch(`${site}/api/docs-json`)).text();
    const validation = execFileSync(process.execPath, [join(ROOT, 'services', 'test', 'validate-openapi.mjs')], { input: document });
    expect(JSON.parse(validation.toString())).toEqual({ valid: true, errors: [] });
  });

  it('restarts a crashed service while the pages keep loading: the API answers 503 JSON within 1 s and is back within 10 s', async () => {
    process.kill(descendant(child.pid!, 'services/dist/main.js'), 'SIGKILL');
    const killedAt = Date.now();
    // Gone: npm start has seen it exit.
    await eventually(async () => output.includes('The service stopped (signal SIGKILL)'));
    // An address not read before: one the gateway keeps in memory may still be answered from there.
    const api = await fetch(`${site}/api/drivers?limit=5`);
    expect(Date.now() - killedAt).toBeLessThan(1_000);
    expect([api.status, api.headers.get('retry-after'), await api.json()]).toEqual([
      503,
      '5',
      { statusCode: 503, error: 'Service Unavailable', message: expect.any(String) },
    ]);
    for (const path of ['/', '/categories', '/remotes.json', '/remotes/catalog/mf-manifest.json'])
      expect((await fetch(`${site}${path}`, { headers: { Accept: 'text/html' } })).status).toBe(200);
    await waitFor(`${site}/api/drivers`, (res) => res.status === 200, 10_000 - (Date.now() - killedAt));
    expect(output).toContain('The service stopped (signal SIGKILL); starting it again in 0.5 s.');
  });

  it('restarts a crashed gateway', async () => {
    process.kill(descendant(child.pid!, 'gateway/dist/main.js'), 'SIGKILL');
    await waitFor(`${site}/`, (res) => res.status === 200, 10_000);
    expect(output).toContain('The gateway stopped (signal SIGKILL); starting it again in 0.5 s.');
  });

  it('stops in order on SIGTERM under load: every answer 2xx or 503, no accepted request dropped, every acknowledged download stored', async () => {
    const driverIds = ((await (await fetch(`${site}/api/drivers`)).json()) as { id: number }[]).slice(0, 10).map((d) => d.id);
    const stop: { at?: number } = {};
    const outcomes: Outcome[] = [];
    const clients = Array.from({ length: 50 }, (_, c) => loadClient(port, driverIds, c, stop, outcomes));
    // Under load: the clients were answered twice each, on average.
    await eventually(async () => outcomes.filter((o) => 'status' in o).length >= 100, 30_000);
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    // As a terminal's Ctrl+C or a process manager does: the signal goes to npm start's whole process group.
    process.kill(-child.pid!, 'SIGTERM');
    stop.at = Date.now();
    await Promise.all(clients);
    expect(await exited).toBe(0);

    const answers = outcomes.filter((o) => 'status' in o);
    expect(answers.filter((a) => a.sentBeforeStop).length).toBeGreaterThan(50);
    expect(outcomes.filter((o) => 'failed' in o)).toEqual([]);
    expect(answers.filter((a) => !(a.status < 300 || a.status === 503))).toEqual([]);
    // Requests under way when the signal came were answered.
    expect(answers.filter((a) => a.sentBeforeStop && a.answeredAfterStop && a.status < 300).length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => 'refused' in o)).toHaveLength(50);

    // The database stopped last: every download answered 2xx is stored (and no other, as none failed).
    const acknowledged = answers.filter((a) => a.download && a.status < 300).length;
    const sql = `SELECT count(*)::int AS stored FROM download_records WHERE "userAgent" = 'shutdown-test'`;
    expect(queryStoppedDatabase(dataDir, await freePort(), sql)).toEqual([{ stored: acknowledged }]);
  });

  it('writes no access-log line per request by default: none in all it printed for the requests of these tests', async () => {
    // All it printed: npm start and its processes have exited, the output they shared closed.
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
    await closed;
    expect(output).toContain('DriverAtlas is running at');
    expect(output).not.toContain('request completed');
  });
});
