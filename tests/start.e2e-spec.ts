import { freePort } from '@driveratlas/testing';
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

describe('npm start', () => {
  let child: ChildProcess;
  let output = '';
  let site: string;

  beforeAll(async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'driveratlas-start-'));
    chmodSync(scratch, 0o755);
    const [port, servicePort, pgPort] = [await freePort(), await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      SERVICE_PORT: String(servicePort),
      EMBEDDED_PG_PORT: String(pgPort),
      EMBEDDED_PG_DIR: join(scratch, 'postgres'),
    };
    delete env.DATABASE_URL;
    delete env.ADMIN_PASSWORD;
    delete env.LOG_LEVEL;
    child = spawn('npm', ['start', '--silent'], { cwd: ROOT, env, detached: true });
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const deadline = Date.now() + 110_000;
    while (!output.includes('DriverAtlas is running at')) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not come up:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    site = `http://localhost:${port}`;
  }, 120_000);

  afterAll(async () => {
    if (child?.pid && child.exitCode === null) {
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

  it('serves the site: the shell page and the remote list', async () => {
    const page = await fetch(`${site}/`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<div id="?root"?>/);
    const list = await (await fetch(`${site}/remotes.json`)).json();
    expect(list.remotes.map((r: { name: string }) => r.name)).toEqual(['catalog', 'printers', 'legal', 'admin']);
  });

  it('prints the address last, and writes no access-log line per request by default', async () => {
    await fetch(`${site}/api/categories`);
    await new Promise((r) => setTimeout(r, 500));
    const lines = output.trim().split('\n');
    expect(lines[lines.length - 1]).toMatch(/^DriverAtlas is running at http:\/\/localhost:\d+/);
    expect(output).not.toContain('request completed');
  });

  it('serves the API documentation', async () => {
    const ui = await fetch(`${site}/api/docs`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger-ui');
    const document = await (await fetch(`${site}/api/docs-json`)).text();
    const validation = execFileSync(process.execPath, [join(ROOT, 'services', 'test', 'validate-openapi.mjs')], { input: document });
    expect(JSON.parse(validation.toString())).toEqual({ valid: true, errors: [] });
  });
});
