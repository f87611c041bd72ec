import { useSiteInBrowser } from '@driveratlas/testing';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');
/** Where the changed legal build is made; its source maps stay beside what is deployed, in dist-meta/. */
const CHANGED_LEGAL = join(ROOT, '.data', 'deploy-test', 'mfe-legal');
const CHANGED_TITLE = 'Privacy Policy (updated November 2026)';
/** A page the changed build adds at a new top-level path, which the shell has never heard of. */
const NEW_PAGE = { path: '/accessibility', title: 'Accessibility Statement' };
/**
 * The new page, with an antd component (Switch) and an icon (RocketOutlined) that the shell does not
 * provide, so the remote brings its own copy, imported as every app imports antd.
 */
const NEW_PAGE_SOURCE = `import { RocketOutlined } from '@ant-design/icons';
import { PageTitle } from '@driveratlas/platform';
import { Switch } from 'antd';

export default function AccessibilityStatement() {
  return (
    <>
      <PageTitle title="${NEW_PAGE.title}" />
      <p>
        <RocketOutlined /> Reduced motion <Switch defaultChecked aria-label="Reduced motion" />
      </p>
    </>
  );
}
`;
/** The shell's primary colour (shell/src/app/theme.ts), as the browser computes it. */
const SHELL_PRIMARY = 'rgb(29, 78, 216)';

const ctx = useSiteInBrowser();

/** A digest of every file below a folder, by relative path. */
function digest(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of readdirSync(d)) {
      const path = join(d, entry);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return files;
}

/** Builds the legal remote from a copy of its sources with one text changed and one page added, as its team would. */
function buildChangedLegal(): string {
  const copy = CHANGED_LEGAL;
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const entry of ['package.json', 'tsconfig.json', 'webpack.config.js', 'src'])
    cpSync(join(ROOT, 'mfe-legal', entry), join(copy, entry), { recursive: true });
  const privacyPolicy = join(copy, 'src', 'features', 'legal-pages', 'content', 'privacy-policy.ts');
  writeFileSync(privacyPolicy, readFileSync(privacyPolicy, 'utf8').replace("title: 'Privacy Policy'", `title: '${CHANGED_TITLE}'`));
  const routes = join(copy, 'src', 'routes.tsx');
  writeFileSync(
    routes,
    readFileSync(routes, 'utf8')
      .replace(
        "import { Route, Routes } from 'react-router-dom';",
        "import { Route, Routes } from 'react-router-dom';\nimport AccessibilityStatement from './AccessibilityStatement';",
      )
      .replace('<Route path="*"', `<Route path="${NEW_PAGE.path}" element={<AccessibilityStatement />} />\n      <Route path="*"`),
  );
  writeFileSync(join(copy, 'src', 'AccessibilityStatement.tsx'), NEW_PAGE_SOURCE);
  const config = join(copy, 'webpack.config.js');
  writeFileSync(config, readFileSync(config, 'utf8').replace("paths: ['/privacy-policy',", `paths: ['${NEW_PAGE.path}', '/privacy-policy',`));
  execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], { cwd: copy, stdio: 'pipe' });
  return join(copy, 'dist');
}

/** The library modules in the files of the (changed) legal remote that the page downloaded, by their source maps. */
async function legalModulesDownloaded(): Promise<string[]> {
  const files = await ctx.page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  return files
    .filter((path) => /^\/remotes\/legal\/.+\.js$/.test(path))
    .flatMap(
      (path) =>
        (JSON.parse(readFileSync(join(CHANGED_LEGAL, 'dist-meta', `${path.slice('/remotes/legal/'.length)}.map`), 'utf8')) as { sources: string[] }).sources,
    )
    .map((source) => source.replace(/^.*node_modules\//, ''));
}

/**
 * The new page's Switch and icon are the legal remote's own copies, and they sit in the shell's one
 * antd: the remote's build holds its own copy of antd's contexts (theme, configuration, style cache)
 * only as a fallback, which the page never downloads, so the contexts the Switch reads are the
 * shell's; it shows the shell's theme, and its icon is decorative like every other.
 */
async function expectOneAntd() {
  const main = ctx.page.locator('main');
  const toggle = main.getByRole('switch', { name: 'Reduced motion' });
  await toggle.waitFor();
  expect(await toggle.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(SHELL_PRIMARY);
  expect(await main.locator('.anticon-rocket').getAttribute('aria-hidden')).toBe('true');

  const downloaded = await legalModulesDownloaded();
  expect(downloaded).toEqual(expect.arrayContaining(['antd/es/switch/index.js', '@ant-design/icons/es/icons/RocketOutlined.js']));
  const contexts = ['@ant-design/cssinjs/es/StyleContext.js', 'antd/es/config-provider/context.js', 'antd/es/theme/context.js'];
  const built = readdirSync(join(CHANGED_LEGAL, 'dist-meta'))
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => (JSON.parse(readFileSync(join(CHANGED_LEGAL, 'dist-meta', file), 'utf8')) as { sources: string[] }).sources)
    .map((source) => source.replace(/^.*node_modules\//, ''));
  expect(built).toEqual(expect.arrayContaining(contexts));
  expect(downloaded.filter((module) => contexts.includes(module))).toEqual([]);
}

describe('deploying one remote alone', () => {
  it('shows the new legal build and its new page on the next navigation, with the shell and the other remotes untouched', async () => {
    await ctx.page.goto(`${ctx.site.url}${NEW_PAGE.path}`);
    await ctx.page.locator('main h1', { hasText: 'Page Not Found' }).waitFor();
    await ctx.page.goto(`${ctx.site.url}/privacy-policy`);
    await ctx.page.locator('main h1', { hasText: 'Privacy Policy' }).waitFor();

    const others = ['shell', 'catalog', 'printers', 'admin'];
    const before = Object.fromEntries(others.map((app) => [app, digest(join(ctx.site.webRoot, app))]));
    const output = buildChangedLegal();
    rmSync(join(ctx.site.webRoot, 'legal'), { recursive: true });
    cpSync(output, join(ctx.site.webRoot, 'legal'), { recursive: true });
    for (const app of others) expect(digest(join(ctx.site.webRoot, app))).toEqual(before[app]);

    // A visitor's next page load, and a client-side navigation in a page that has not loaded the remote yet.
    await ctx.page.goto(`${ctx.site.url}/privacy-policy`);
    await ctx.page.locator('main h1', { hasText: CHANGED_TITLE }).waitFor();
    await ctx.page.goto(`${ctx.site.url}${NEW_PAGE.path}`);
    await ctx.page.locator('main h1', { hasText: NEW_PAGE.title }).waitFor();
    expect(await ctx.page.title()).toContain(NEW_PAGE.title);
    await expectOneAntd();
    await ctx.page.goto(`${ctx.site.url}/`);
    await ctx.page.locator('main h1').first().waitFor();
    await ctx.page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await ctx.page.locator('main h1', { hasText: CHANGED_TITLE }).waitFor();
    await ctx.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Printers' }).click();
    await ctx.page.locator('main h1', { hasText: 'Printer Drivers' }).waitFor();
  }, 180_000);
});
