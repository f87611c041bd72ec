/**
 * docs/benchmarks.md gives no figure typed by hand: its tables are what the benchmarks wrote in docs/benchmarks/*.json
 * (scripts/lib/bench-report.mjs), written into the page by scripts/bench-docs.mjs, each with its date, commit and machine.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
const BENCHMARKS = Object.keys(scripts)
  .filter((name) => name.startsWith('bench:') && name !== 'bench:docs')
  .map((name) => name.slice('bench:'.length));

/** The figures a benchmark wrote last, or undefined when it has not run since it began to write them. */
function figuresOf(name: string) {
  const file = join(ROOT, 'docs', 'benchmarks', `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const benchDocs = (cwd: string, args: string[] = []) =>
  spawnSync(process.execPath, [join(cwd, 'scripts', 'bench-docs.mjs'), ...args], { cwd, encoding: 'utf8', timeout: 30_000 });

describe('the benchmarks page', () => {
  it('npm run bench runs every benchmark, then writes the page from their figures', () => {
    const run = [...scripts.bench.matchAll(/npm run bench:([\w-]+)/g)].map(([, name]) => name);
    expect(run.slice(0, -1).sort()).toEqual([...BENCHMARKS].sort());
    expect(run.at(-1)).toBe('docs');
  });

  it.each(BENCHMARKS)('bench:%s writes its figures with the date, commit, machine and settings of its run', (name) => {
    const source = readFileSync(join(ROOT, scripts[`bench:${name}`].replace(/^node /, '')), 'utf8');
    expect(source).toContain(`writeFigures('${name}'`);
    const figures = figuresOf(name);
    if (!figures) return; // Not run yet: the page says so (see below).
    expect(figures).toMatchObject({
      benchmark: name,
      command: `npm run bench:${name}`,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      commit: expect.stringMatching(/^[0-9a-f]{10}\+?$/),
      machine: {
        cpu: expect.any(String),
        cores: expect.any(Number),
        loadBefore: expect.stringMatching(/^[\d.]+ \/ [\d.]+ \/ [\d.]+$/),
        loadAfter: expect.stringMatching(/^[\d.]+ \/ [\d.]+ \/ [\d.]+$/),
        node: expect.stringMatching(/^v\d+/),
      },
      settings: expect.any(Object),
    });
    expect(figures.summary.length).toBeGreaterThan(0);
    for (const row of figures.summary) expect(Object.keys(row).sort()).toEqual(['figure', 'measures', 'result', 'target']);
  });

  it('is what the figures make: nothing between its figure markers was typed by hand', () => {
    const check = benchDocs(ROOT, ['--check']);
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it("names every figure with its date and commit (or says a benchmark has not run yet), and refuses a page that lost a benchmark's markers", () => {
    const page = readFileSync(join(ROOT, 'docs', 'benchmarks.md'), 'utf8');
    for (const name of BENCHMARKS) {
      const figures = figuresOf(name);
      expect(page).toContain(
        figures
          ? `Measured ${figures.date} at commit \`${figures.commit}\` by \`npm run bench:${name}\``
          : `Not measured yet: \`npm run bench:${name}\` writes its figures here.`,
      );
    }
    // A copy of the project whose page lost the search section's markers: the script names what is missing.
    const copy = mkdtempSync(join(tmpdir(), 'driveratlas-bench-docs-'));
    try {
      for (const path of ['package.json', 'scripts', 'docs/benchmarks']) cpSync(join(ROOT, path), join(copy, path), { recursive: true });
      writeFileSync(join(copy, 'docs', 'benchmarks.md'), page.replace('<!-- figures: search -->', ''));
      const run = benchDocs(copy);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('docs/benchmarks.md has no <!-- figures: search --> … <!-- /figures --> block.');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
