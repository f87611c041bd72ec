import { freePort } from '@driveratlas/stack';
import { untilPrinted, useSiteInBrowser } from '@driveratlas/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const ctx = useSiteInBrowser();

describe("a team working on its remote alone: the catalog's dev server", () => {
  let server: ChildProcess;
  let output = '';
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // As `npm start --workspace mfe-catalog` runs it, with the API of the running site behind /api.
    server = spawn(
      process.execPath,
      [require.resolve('webpack-cli/bin/cli.js'), 'serve', '--mode', 'development', '--port', String(port), '--host', '127.0.0.1'],
      {
        cwd: join(ROOT, 'mfe-catalog'),
        env: { ...process.env, API_URL: ctx.site.url },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    server.stdout!.on('data', (d) => (output += d));
    server.stderr!.on('data', (d) => (output += d));
    await untilPrinted(server, () => /compiled (successfully|with)/.test(output) || /ERROR|failed/.test(output), 150_000).catch((error: Error) => {
      throw new Error(`The dev server did not compile (${error.message}):\n${output}`);
    });
  }, 180_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
  });

  it('compiles with no error and no warning', () => {
    expect(output).toMatch(/compiled successfully/);
    expect(output).not.toMatch(/ERROR|WARNING/);
  });

  it('serves the standalone page with the catalogue from the API, through its /api proxy', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${url}/`);
    await page.locator('main h1, h1').first().waitFor();
    await page.getByRole('heading', { name: 'Featured Drivers', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Get Driver' }).first().waitFor({ timeout: 30_000 });
    const categories = await page.evaluate(async () => (await fetch('/api/categories')).json());
    expect(categories.length).toBe(7);
    await page.close();
  });

  it('builds with Fast Refresh, which keeps state while a component changes', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${url}/`);
    await page.locator('h1').first().waitFor();
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((name) => name.endsWith('.js')),
    );
    await page.close();
    const code = await Promise.all(scripts.map(async (script) => (await fetch(script)).text()));
    // The refresh runtime is in the page, and the catalog's components register with it.
    expect(code.some((text) => text.includes('react-refresh-webpack-plugin/lib/runtime/RefreshUtils'))).toBe(true);
    expect(code.some((text) => /\$Refresh\$\.register\(_c, \\?"HomeHero\\?"\)/.test(text))).toBe(true);
  });
});
