// The statements behind a few requests, as PostgreSQL ran them: EXPLAIN (ANALYZE, BUFFERS) of each, written by its
// auto_explain module into the embedded server's log while a service of their own (connected with PGOPTIONS that load
// it) answers each request once more, warm. For a benchmark's notes: what each statement read and how long it took.
import { readFileSync, statSync } from 'node:fs';
import { startService } from '@driveratlas/stack';

/** auto_explain for every statement of the service's sessions, with its buffers, as JSON. */
const AUTO_EXPLAIN = [
  'session_preload_libraries=auto_explain',
  'auto_explain.log_min_duration=0',
  'auto_explain.log_analyze=on',
  'auto_explain.log_buffers=on',
  'auto_explain.log_format=json',
];

/** What the service does on its own meanwhile (the change log's listener and cursors, the webhooks' queue): not the request's. */
const BACKGROUND = /"changes"|change_cursors|webhook_deliveries|typeorm_metadata|pg_current_wal/;

/** Each plan auto_explain logged in `text` (a piece of the server's log): its duration and its JSON, continuation tabs taken off. */
function plansIn(text) {
  const entries = text.split(/\n(?=\S)/);
  return entries.flatMap((entry) => {
    const found = /duration: ([\d.]+) ms\s+plan:\n([\s\S]*)$/.exec(entry);
    if (!found) return [];
    const json = found[2].replace(/^\t/gm, '').trim();
    try {
      return [{ ms: Number(found[1]), ...JSON.parse(json) }];
    } catch {
      return [];
    }
  });
}

/** One statement as the notes give it: its SQL's start, time, buffers, rows and top node (a plain EXPLAIN: planned only). */
function statementOf({ ms, 'Query Text': sql, Plan: plan }) {
  const text = sql.replace(/\s+/g, ' ').trim();
  const shortened = text.length > 110 ? `${text.slice(0, 107)}…` : text;
  if (plan['Actual Total Time'] === undefined) return { sql: shortened, ms: null, buffers: null, rows: null, node: `${plan['Node Type']} (planned only)` };
  return {
    sql: shortened,
    ms,
    buffers: { hit: plan['Shared Hit Blocks'] ?? 0, read: plan['Shared Read Blocks'] ?? 0 },
    rows: plan['Actual Rows'],
    node: plan['Node Type'],
  };
}

/**
 * Asks each of `paths` of a service of its own on `databaseUrl` (warm: once before), and answers the statements each
 * ran, in order, from the server's log `databaseLog`; undefined without a log (DATABASE_URL's server: its log is not ours).
 */
export async function explainStatements({ databaseUrl, databaseLog }, paths, env = {}) {
  if (!databaseLog) return undefined;
  const service = await startService({
    databaseUrl,
    env: { ...env, PGOPTIONS: AUTO_EXPLAIN.map((setting) => `-c ${setting}`).join(' ') },
    stdio: 'ignore',
  });
  try {
    const explained = [];
    for (const path of paths) {
      await (await fetch(`${service.url}${path}`)).arrayBuffer();
      const from = statSync(databaseLog).size;
      const answer = await fetch(`${service.url}${path}`);
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
      // A backend writes its plan before the statement's result reaches the service: the log holds them all now.
      const text = readFileSync(databaseLog).subarray(from).toString('utf8');
      const statements = plansIn(text)
        .filter((plan) => !BACKGROUND.test(plan['Query Text'] ?? ''))
        .map(statementOf);
      explained.push({ path, statements });
    }
    return explained;
  } finally {
    await service.stop();
  }
}

/** The statements of one request as a table for the figures (scripts/lib/bench-report.mjs). */
export const statementsTable = ({ path, statements }) => ({
  title: `EXPLAIN (ANALYZE, BUFFERS) of the statements of \`${path}\`, warm`,
  headers: ['statement', 'time', 'buffers hit / read', 'rows', 'top node'],
  rows: statements.map(({ sql, ms, buffers, rows, node }) => [
    `\`${sql}\``,
    ms === null ? '–' : `${ms.toFixed(2)} ms`,
    buffers ? `${buffers.hit} / ${buffers.read}` : '–',
    rows ?? '–',
    node,
  ]),
});
