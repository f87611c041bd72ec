import { REMOTES, RunningSite, startSite } from '@driveratlas/testing';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => site?.stop());

async function cacheControl(path: string): Promise<string | null> {
  const res = await fetch(`${site.url}${path}`);
  expect(res.status).toBe(200);
  return res.headers.get('cache-control');
}

describe('cache headers of the built web apps', () => {
  it('revalidates the shell page, the remote list and the site settings', async () => {
    expect(await cacheControl('/')).toBe('no-cache');
    expect(await cacheControl('/remotes.json')).toBe('no-cache');
    expect(await cacheControl('/site.json')).toBe('no-cache');
  });

  it("lists each remote's manifest and the paths its routes.json publishes", async () => {
    const list = await (await fetch(`${site.url}/remotes.json`)).json();
    expect(list.remotes.map((r: { name: string; entry: string }) => [r.name, r.entry])).toEqual(
      ['catalog', 'printers', 'legal', 'admin'].map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
    );
    for (const remote of list.remotes)
      expect(remote).toEqual({ ...JSON.parse(readFileSync(join(site.webRoot, remote.name, 'routes.json'), 'utf8')), name: remote.name, entry: remote.entry });
    expect(list.remotes.find((r: { name: string }) => r.name === 'printers').paths).toEqual(['/printers/*', '/hp-printers']);
    expect(await cacheControl('/remotes/legal/routes.json')).toBe('no-cache');
  });

  it.each(['catalog', 'printers', 'legal', 'admin'])('revalidates the %s manifest and entry, and keeps its hashed chunks a year', async (remote) => {
    expect(await cacheControl(`/remotes/${remote}/mf-manifest.json`)).toBe('no-cache');
    expect(await cacheControl(`/remotes/${remote}/remoteEntry.js`)).toBe('no-cache');
    const hashed = readdirSync(join(site.webRoot, remote)).filter((f) => /\.[0-9a-f]{10}\.js$/.test(f));
    expect(hashed.length).toBeGreaterThan(0);
    for (const file of hashed.slice(0, 5)) expect(await cacheControl(`/remotes/${remote}/${file}`)).toBe('public, max-age=31536000, immutable');
  });

  it("keeps the shell's hashed chunks a year", async () => {
    const hashed = readdirSync(join(site.webRoot, 'shell')).filter((f) => /\.[0-9a-f]{10}\.js$/.test(f));
    expect(hashed.length).toBeGreaterThan(0);
    for (const file of hashed.slice(0, 5)) expect(await cacheControl(`/${file}`)).toBe('public, max-age=31536000, immutable');
  });

  it.each(['shell', 'catalog'])('keeps the %s styles, content-hashed CSS files, a year', async (app) => {
    const styles = readdirSync(join(site.webRoot, app)).filter((f) => /\.[0-9a-f]{10}\.css$/.test(f));
    expect(styles.length).toBeGreaterThan(0);
    const path = app === 'shell' ? '' : `/remotes/${app}`;
    for (const file of styles.slice(0, 3)) {
      const res = await fetch(`${site.url}${path}/${file}`);
      expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([
        200,
        expect.stringMatching(/^text\/css/),
        'public, max-age=31536000, immutable',
      ]);
    }
  });
});

describe('build artefacts', () => {
  it.each(['shell', ...REMOTES])('keeps the %s source maps and build stats beside its build (dist-meta/), out of what is served', (app) => {
    const served = readdirSync(join(site.webRoot, app));
    expect(served.filter((file) => /(\.map|^mf-stats\.json)$/.test(file))).toEqual([]);
    for (const file of served.filter((f) => /\.(js|css)$/.test(f)))
      expect(readFileSync(join(site.webRoot, app, file), 'utf8')).not.toContain('sourceMappingURL');
    const meta = readdirSync(join(ROOT, app === 'shell' ? 'shell' : `mfe-${app}`, 'dist-meta'));
    expect(meta).toEqual(expect.arrayContaining(['mf-stats.json', app === 'shell' ? 'main.js.map' : 'remoteEntry.js.map']));
  });

  it('answers 404 for a source map or the build stats, as for any file that is not served', async () => {
    for (const path of ['/main.js.map', '/remotes/admin/mf-stats.json', '/remotes/catalog/remoteEntry.js.map']) {
      const res = await fetch(`${site.url}${path}`);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });
});
