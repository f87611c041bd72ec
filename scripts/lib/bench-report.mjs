import { cpus, loadavg } from 'node:os';

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

/**
 * What a benchmark in a browser ran on, to print beside its figures: the machine's CPU and its load before (`loadBefore`,
 * taken when the run began) and now, Node, and what the caller adds (the browser's and tools' versions, the throttling).
 */
export function runConditions({ loadBefore, ...more }) {
  const cores = cpus();
  return {
    date: new Date().toISOString().slice(0, 10),
    CPU: `${cores[0]?.model.trim() ?? 'unknown'} × ${cores.length}`,
    'load average (1/5/15 min) before': loadBefore,
    'load average (1/5/15 min) after': loadAverage(),
    Node: process.version,
    ...more,
  };
}

/** The conditions as lines of `name: value`, for the terminal. */
export const conditionLines = (conditions) =>
  Object.entries(conditions)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');

/** The conditions as a Markdown list, to paste under a table in docs/benchmarks.md. */
export const conditionsMarkdown = (conditions) =>
  Object.entries(conditions)
    .map(([name, value]) => `- ${name}: ${value}`)
    .join('\n');

/** A Markdown table of `rows` (arrays of cells) under `headers`; a `|` in a cell is escaped. */
export function markdownTable(headers, rows) {
  const line = (cells) => `| ${cells.map((cell) => String(cell).replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}
