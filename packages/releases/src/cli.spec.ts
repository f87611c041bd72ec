import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { RELEASE_ID } from '@driveratlas/site-contracts';
import { startStack, type RunningStack } from '@driveratlas/stack';
// The files themselves, not the package's index: its browser helpers need the DOM's types, which this package has not.
import { createTestDatabase, type TestDatabase } from '@driveratlas/testing/src/database';
import { SITE_ADMIN_PASSWORD } from '@driveratlas/testing/src/site';
import type { RegistryRemote } from './command/release-api';
import { FolderReleaseStore } from './store';

/**
 * The release command end to end: the built command (dist/cli.js) run as a team's pipeline runs it, against the real
 * service and gateway, publishing the real built legal remote to a release store in a folder.
 */
const ROOT = join(__dirname, '..', '..', '..');
const CLI = join(__dirname, '..', 'dist', 'cli.js');
const LEGAL = join(ROOT, 'mfe-legal');

let db: TestDatabase;
let stack: RunningStack;
let work: string;
let store: FolderReleaseStore;
let token: string;

/** A copy of the built legal remote (its package.json, src/ and dist/), to change without touching the real one. */
function legalCopy(name: string, change: (dir: string) => void = () => {}): string {
  const dir = join(work, name);
  for (const part of ['package.json', 'src', 'dist']) cpSync(join(LEGAL, part), join(dir, part), { recursive: true });
  change(dir);
  return dir;
}

async function release(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const environment = { ...process.env, RELEASE_API_URL: stack.url, RELEASE_TOKEN: token, RELEASE_STORE: store.location, ...env };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], { cwd: LEGAL, env: environment });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function operator(): Promise<Record<string, string>> {
  const login = await fetch(`${stack.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ password: SITE_ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  return { Cookie: login.headers.getSetCookie()[0].split(';')[0], Origin: stack.url, 'Content-Type': 'application/json' };
}

async function legalInRegistry(): Promise<RegistryRemote> {
  const answer = await fetch(`${stack.url}/api/admin/remote-releases`, { headers: await operator() });
  return ((await answer.json()) as { remotes: RegistryRemote[] }).remotes.find((remote) => remote.remote === 'legal')!;
}

beforeAll(async () => {
  for (const build of [CLI, join(LEGAL, 'dist', 'mf-manifest.json'), join(ROOT, 'shell', 'dist', 'mf-manifest.json')]) {
    if (!existsSync(build)) throw new Error(`${build} is not built: npm run build -w packages/releases -w shell -w mfe-legal`);
  }
  work = mkdtempSync(join(tmpdir(), 'release-command-'));
  store = new FolderReleaseStore(join(work, 'store'));
  db = await createTestDatabase();
  stack = await startStack({
    database: { url: db.url },
    serviceEnv: { ADMIN_PASSWORD: SITE_ADMIN_PASSWORD },
    gatewayEnv: { HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '100000', RELEASE_STORE: store.location },
  });
  const created = await fetch(`${stack.url}/api/admin/release-tokens`, {
    method: 'POST',
    headers: await operator(),
    body: JSON.stringify({ remote: 'legal', name: 'legal-ci' }),
  });
  expect(created.status).toBe(201);
  token = ((await created.json()) as { token: string }).token;
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await db?.drop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('driveratlas-release', () => {
  let id: string;

  it('publishes a built remote to the store and registers it, once every check has passed', async () => {
    const result = await release(['release', '--no-build']);
    expect(result).toMatchObject({ code: 0, stdout: expect.stringContaining('Released legal ') });
    id = /Released legal (\S+)\./.exec(result.stdout)![1];
    expect(id).toMatch(RELEASE_ID);
    expect(id.startsWith('1.0.0-')).toBe(true);

    const files = await store.list('legal', id);
    expect(files).toEqual(expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js', 'routes.json', 'server/server.js', 'release.json']));
    expect(files.filter((file) => file.endsWith('.map') || file.endsWith('mf-stats.json'))).toEqual([]);
    const metadata = JSON.parse((await store.get(`legal/${id}/release.json`))!.body.toString());
    expect(metadata).toMatchObject({ remote: 'legal', id, version: '1.0.0', exposes: expect.arrayContaining(['routes']) });
    expect(metadata.checks.map((check: { passed: boolean }) => check.passed)).toEqual([true, true, true, true, true, true]);

    const legal = await legalInRegistry();
    expect(legal.history.map((entry) => [entry.id, entry.registeredBy])).toEqual([[id, 'token:legal-ci']]);
  });

  it('answers a release of the same build again as already released, publishing nothing new', async () => {
    const result = await release(['release', '--no-build', '--remote', 'legal']);
    expect(result).toMatchObject({ code: 0, stdout: expect.stringContaining(`${id} is already released`) });
    expect((await legalInRegistry()).history).toHaveLength(1);
  });

  it('refuses a build that fails a check with its message, publishing and registering nothing', async () => {
    const overBudget = legalCopy('over-budget', (dir) => writeFileSync(join(dir, 'dist', 'budget.json'), '1'));
    const result = await release(['release', '--no-build', '--dir', overBudget]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/✗ budget: Its first load is .* over its budget/);
    expect(result.stdout).toContain('Nothing was published.');
    const refused = /legal (\S+) was not released/.exec(result.stdout)![1];
    expect(refused).not.toBe(id);
    expect(await store.list('legal', refused)).toEqual([]);
    expect((await legalInRegistry()).history.map((entry) => entry.id)).toEqual([id]);
  });

  it('makes a release active, and lists it as such', async () => {
    expect((await release(['promote', id])).code).toBe(0);
    expect((await legalInRegistry()).active?.id).toBe(id);
    const listed = await release(['list']);
    expect(listed.stdout).toContain(`${id} [active]`);
  });

  it("prints the service's refusal and fails when the token is another remote's", async () => {
    const result = await release(['promote', id, '--remote', 'catalog']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('(403)');
    expect(result.stderr).toContain('acts on the legal remote only');
  });

  it('refuses a canary share outside 1-50 % and an unknown command before asking the service', async () => {
    expect(await release(['canary', id, '--share', '80'])).toMatchObject({ code: 2, stderr: expect.stringContaining('from 1 to 50') });
    expect(await release(['deploy'])).toMatchObject({ code: 2, stderr: expect.stringContaining('There is no command "deploy"') });
    expect(await release(['list'], { RELEASE_TOKEN: '' })).toMatchObject({ code: 1, stderr: expect.stringContaining('RELEASE_TOKEN is not set') });
  });
});
