import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

/** A PATH holding Node alone: every other program the tests need is hidden, as on a machine with Node only. */
let nodeOnly: string;

beforeAll(() => {
  nodeOnly = mkdtempSync(join(tmpdir(), 'driveratlas-node-only-'));
  symlinkSync(process.execPath, join(nodeOnly, 'node'));
});

afterAll(() => rmSync(nodeOnly, { recursive: true, force: true }));

/** Runs a script of the project with Node alone on the PATH and no installing: its exit status and what it printed. */
function withNodeAlone(script: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: nodeOnly, DRIVERATLAS_INSTALL: 'never' };
  delete env.KUBECTL;
  // PostgreSQL's programs are found in Debian's own folder too: pointed at one that holds none of them.
  env.POSTGRES_BINDIR = nodeOnly;
  delete env.DATABASE_URL;
  const run = spawnSync(process.execPath, [join(ROOT, script), ...args], { cwd: ROOT, env, encoding: 'utf8', timeout: 30_000 });
  return { status: run.status, stdout: run.stdout, errorLines: run.stderr.split('\n').filter(Boolean) };
}

describe('the programs the tests need', () => {
  it('npm test on a machine without them stops before building anything, one line per missing program naming how to get it', () => {
    const { status, stdout, errorLines } = withNodeAlone('scripts/test.mjs', ['--only', 'platform']);
    expect(status).toBe(1);
    expect(stdout).not.toMatch(/Building/);
    expect(errorLines).toEqual([
      'npm test cannot run on this machine:',
      expect.stringMatching(/^redis-server \(for .+\) is missing: install Debian's redis-server \(apt-get install redis-server\)/),
      expect.stringMatching(/^compose \(for .+\) is missing: install the Docker Compose plugin or Debian's docker-compose/),
      expect.stringMatching(/^kubectl \(for .+\) is missing: install kubectl 1\.27 or later \(https:\/\/kubernetes\.io\/docs\/tasks\/tools\/\) or set KUBECTL/),
      expect.stringMatching(/^postgresql \(for .+\) is missing: install Debian's postgresql \(apt-get install postgresql\) or set POSTGRES_BINDIR/),
    ]);
  });

  it('the check names only what is missing: Chromium found where it is installed, redis-server and kubectl hidden', () => {
    const { status, errorLines } = withNodeAlone('scripts/lib/prerequisites.mjs', ['chromium', 'redis-server', 'kubectl']);
    expect(status).toBe(1);
    expect(errorLines.map((line) => line.split(' ')[0])).toEqual(['redis-server', 'kubectl']);
  });

  it('on this machine (as npm test prepared it) every program is found', () => {
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts/lib/prerequisites.mjs')], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
    expect(run.stderr).toBe('');
    expect(
      run.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(':')[0]),
    ).toEqual(['chromium', 'redis-server', 'compose', 'kubectl', 'postgresql']);
  });
});
