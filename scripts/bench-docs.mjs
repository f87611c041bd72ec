// `npm run bench:docs`: writes the figures of docs/benchmarks.md from what the benchmarks wrote in docs/benchmarks/*.json
// (scripts/lib/bench-report.mjs): the summary table, and under each benchmark's section the date, commit, machine and
// settings of its run and its tables. Only the text between `<!-- figures: NAME -->` and `<!-- /figures -->` is
// written; the prose around it is the page's own. `npm run bench` ends with it. `--check` changes nothing and exits
// with 1 when the page is not what the figures make (a test runs it).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIGURES_DIR, markdownTable } from './lib/bench-report.mjs';
import { ROOT } from './lib/root.mjs';

const PAGE = join(ROOT, 'docs', 'benchmarks.md');

/** Every benchmark the project keeps, in the order `npm run bench` runs them: the `bench:NAME` scripts it names (but this one). */
export function benchmarkNames() {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return [...scripts.bench.matchAll(/npm run bench:([\w-]+)/g)].map(([, name]) => name).filter((name) => name !== 'docs');
}

/** The figures benchmark `name` wrote last, or undefined when it has not been run. */
export function figuresOf(name) {
  const file = join(FIGURES_DIR, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const measuredOn = ({ date, commit }) => `${date}, \`${commit}\``;

function summaryTable(names) {
  const rows = names.flatMap((name) => {
    const figures = figuresOf(name);
    if (!figures) return [[`\`npm run bench:${name}\``, '–', 'not measured yet', '–', '–', '–']];
    return figures.summary.map(({ measures, figure, target, result }) => [`\`${figures.command}\``, measures, figure, target, result, measuredOn(figures)]);
  });
  return markdownTable(['command', 'what it measures', 'figure', 'target', 'result', 'measured (date, commit)'], rows);
}

function sectionOf(name) {
  const figures = figuresOf(name);
  if (!figures) return `Not measured yet: \`npm run bench:${name}\` writes its figures here.`;
  const { machine, settings, tables, notes } = figures;
  const lines = [
    `Measured ${figures.date} at commit \`${figures.commit}\` by \`${figures.command}\`:`,
    '',
    `- machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB; Node ${machine.node}`,
    `- load average (1/5/15 min): ${machine.loadBefore} before, ${machine.loadAfter} after`,
    ...Object.entries(settings).map(([setting, value]) => `- ${setting}: ${value}`),
  ];
  for (const table of tables) lines.push('', `${table.title}:`, '', markdownTable(table.headers, table.rows));
  if (notes.length) lines.push('', ...notes.map((note) => `- ${note}`));
  return lines.join('\n');
}

/** The page with the text between each pair of markers made anew; throws naming a benchmark whose section has no markers. */
export function writtenPage(page, names = benchmarkNames()) {
  const blocks = { summary: summaryTable(names), ...Object.fromEntries(names.map((name) => [name, sectionOf(name)])) };
  let written = page;
  for (const [name, text] of Object.entries(blocks)) {
    const marker = new RegExp(`(<!-- figures: ${name} -->\\n)[\\s\\S]*?(\\n<!-- /figures -->)`);
    if (!marker.test(written)) throw new Error(`docs/benchmarks.md has no <!-- figures: ${name} --> … <!-- /figures --> block.`);
    written = written.replace(marker, (_, open, close) => `${open}${text}${close}`);
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const page = readFileSync(PAGE, 'utf8');
  const written = writtenPage(page);
  if (process.argv.includes('--check')) {
    if (written !== page) {
      console.error('docs/benchmarks.md is not what docs/benchmarks/*.json make: run `npm run bench:docs`.');
      process.exitCode = 1;
    }
  } else {
    writeFileSync(PAGE, written);
    console.log(`docs/benchmarks.md written from the figures of ${benchmarkNames().filter(figuresOf).length} benchmark(s).`);
  }
}
