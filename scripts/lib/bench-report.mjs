import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, relative } from 'node:path';
import { ROOT } from './root.mjs';

/** Where each benchmark writes its figures, one JSON file each; scripts/bench-docs.mjs writes docs/benchmarks.md from them. */
export const FIGURES_DIR = join(ROOT, 'docs', 'benchmarks');

/** The value of `--name value` on the command line, if given. */
export function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

/** The middle value of `values` (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The 1, 5 and 15 minute load averages, as `1.23 / 0.98 / 0.54`. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/** The load when the benchmark began: this module is loaded as its script starts. */
const LOAD_BEFORE = loadAverage();

/** The commit the benchmark ran on, `+` after it when the tree held changes not committed (besides the figures the benchmarks before it wrote). */
function commitMeasured() {
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  try {
    return `${git('rev-parse', '--short=10', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no', '--', '.', `:!${relative(ROOT, FIGURES_DIR)}`) ? '+' : ''}`;
  } catch {
    return 'unknown';
  }
}

/** What the benchmark ran on: the machine's CPU, cores and memory, its load before and after, Node. */
function machine() {
  const cores = cpus();
  return {
    cpu: cores[0]?.model.trim() ?? 'unknown',
    cores: cores.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadBefore: LOAD_BEFORE,
    loadAfter: loadAverage(),
    node: process.version,
  };
}

/**
 * Writes a benchmark's figures to docs/benchmarks/<name>.json, with the date, the commit and the machine: what
 * scripts/bench-docs.mjs turns into the tables of docs/benchmarks.md (nothing there is typed by hand).
 * - `settings`: what the run was asked to do (rows, rounds, clients, throttling…), name to value;
 * - `summary`: its rows of the page's first table, each `{ measures, figure, target, result }` (result `met` or `missed`);
 * - `tables`: its detailed figures, each `{ title, headers, rows }`;
 * - `notes`: lines the run printed that explain its figures.
 * Prints where it wrote them; answers the record.
 */
export function writeFigures(name, { settings = {}, summary, tables = [], notes = [] }) {
  const record = {
    benchmark: name,
    command: `npm run bench:${name}`,
    date: new Date().toISOString().slice(0, 10),
    commit: commitMeasured(),
    machine: machine(),
    settings,
    summary,
    tables,
    notes,
  };
  mkdirSync(FIGURES_DIR, { recursive: true });
  const file = join(FIGURES_DIR, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`\nFigures written to ${file.slice(ROOT.length + 1)} (npm run bench:docs writes them into docs/benchmarks.md).`);
  return record;
}

/** `met` or `missed`, as the summary says whether a figure reached its target. */
export const verdict = (met) => (met ? 'met' : 'missed');

/** What a benchmark in a browser ran on besides the machine: the browser's and tools' versions, the throttling, as `name: value` lines. */
export const conditionLines = (conditions) =>
  Object.entries(conditions)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');

/** A Markdown table of `rows` (arrays of cells) under `headers`; a `|` in a cell is escaped. */
export function markdownTable(headers, rows) {
  const line = (cells) => `| ${cells.map((cell) => String(cell).replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}
