import { useSiteInBrowser } from '@driveratlas/testing';
import { ON_DEMAND } from '@driveratlas/webpack-config';

const ctx = useSiteInBrowser();

beforeAll(async () => {
  // React DOM announces each copy of itself to the DevTools hook: count them.
  await ctx.page.addInitScript(() => {
    const versions: string[] = [];
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      versions,
      inject(renderer: { version: string }) {
        versions.push(renderer.version);
        return versions.length;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  await ctx.page.goto(`${ctx.site.url}/`);
  await ctx.page.locator('main h1').waitFor();
  // Visit a page of every remote without reloading, and mount the catalog's antd dialog.
  for (const [link, title] of [
    ['Printers', 'Printer Drivers'],
    ['Contact', 'Contact DriverAtlas'],
  ]) {
    await ctx.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
    await ctx.page.locator('main h1', { hasText: title }).waitFor();
  }
  await ctx.page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
  await ctx.page.locator('main h1', { hasText: 'Privacy Policy' }).waitFor();
  await ctx.page.evaluate(() => window.history.pushState({}, '', '/admin'));
  await ctx.page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await ctx.page.locator('main h1', { hasText: 'Admin Dashboard' }).waitFor();
  await ctx.page.getByRole('button', { name: 'Auto-Detect' }).click();
  await ctx.page.getByRole('dialog').waitFor();
});

interface SharedVersion {
  from: string;
  loaded: boolean;
  useIn: string[];
}

async function shareScope(): Promise<Record<string, Record<string, SharedVersion>>> {
  return ctx.page.evaluate(() => {
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default: Record<string, Record<string, SharedVersion>> }> } })
      .__FEDERATION__;
    const scopes = Object.values(federation.__SHARE__);
    const scope = scopes[0].default;
    return Object.fromEntries(
      Object.entries(scope).map(([name, versions]) => [
        name,
        Object.fromEntries(
          Object.entries(versions).map(([version, info]) => [version, { from: info.from, loaded: Boolean(info.loaded), useIn: info.useIn ?? [] }]),
        ),
      ]),
    );
  });
}

describe('one copy of each shared library across the shell and the four remotes', () => {
  it('runs one React', async () => {
    const versions = await ctx.page.evaluate(
      () => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { versions: string[] } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.versions,
    );
    expect(versions).toEqual(['19.3.1']);
  });

  it('shares one version of React, antd and the others, provided by the shell and used by the remotes', async () => {
    const scope = await shareScope();
    for (const name of [
      'react',
      'react-dom',
      'react-router',
      'react-router-dom',
      'antd',
      'antd/es/form',
      'antd/es/input',
      'antd/es/modal',
      '@ant-design/icons/SendOutlined',
      'swr',
      '@driveratlas/platform',
    ]) {
      expect({ name, versions: Object.keys(scope[name] ?? {}).length, loaded: Object.values(scope[name] ?? {})[0]?.loaded }).toEqual({
        name,
        versions: 1,
        loaded: true,
      });
    }
    // The share scope names who first loaded a module: the shell, for all it needs itself. antd's
    // on-demand components and icons (the Contact page's form, input and send icon, the detection
    // dialog's modal) are first loaded by the catalog, from the shell's copy: the next two tests show that.
    for (const name of ['react', 'react-dom', 'react-router', 'react-router-dom', 'antd', 'swr', '@driveratlas/platform']) {
      expect({ name, from: Object.values(scope[name])[0].from }).toEqual({ name, from: 'shell' });
    }
    expect(Object.values(scope.antd)[0].useIn).toEqual(expect.arrayContaining(['shell', 'catalog']));
    expect(Object.values(scope['react-router-dom'])[0].useIn).toEqual(expect.arrayContaining(['shell', 'catalog', 'printers', 'legal', 'admin']));
  });

  it("loads no remote's own copy of antd or React", async () => {
    const manifests = await Promise.all(
      ['catalog', 'printers', 'legal', 'admin'].map(async (remote) => {
        const manifest = await (await fetch(`${ctx.site.url}/remotes/${remote}/mf-manifest.json`)).json();
        return { remote, manifest };
      }),
    );
    const fetched = await ctx.page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    for (const { remote, manifest } of manifests) {
      for (const shared of manifest.shared.filter((s: { name: string }) => s.name.startsWith('antd') || ['react', 'react-dom'].includes(s.name))) {
        const exposesAssets = new Set(manifest.exposes.flatMap((e: { assets: { js: { sync: string[] } } }) => e.assets.js.sync));
        for (const file of shared.assets.js.sync.filter((f: string) => !exposesAssets.has(f))) {
          expect(fetched).not.toContain(`/remotes/${remote}/${file}`);
        }
      }
      // antd's on-demand components and icons: a remote does not even build its own copy.
      const ownOnDemand = manifest.shared
        .filter((s: { name: string }) => ON_DEMAND.includes(s.name))
        .flatMap((s: { assets: { js: { sync: string[] } } }) => s.assets.js.sync);
      expect({ remote, ownOnDemand }).toEqual({ remote, ownOnDemand: [] });
    }
  });

  it("themes antd's on-demand components with the shell's one theme", async () => {
    // A second antd would not see the shell's ConfigProvider and would fall back to antd's own font and colours.
    const dialog = ctx.page.getByRole('dialog');
    const font = await dialog.evaluate((element) => getComputedStyle(element.closest('.ant-modal') ?? element).fontFamily);
    expect(font).toMatch(/^system-ui/);
    // The shell's theme rounds corners by 8 px; antd's own by 6 px.
    const button = dialog.getByRole('button', { name: 'Re-detect System' });
    expect(await button.evaluate((element) => getComputedStyle(element).borderRadius)).toBe('8px');
  });
});
