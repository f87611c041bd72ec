// The first-load budget of the web apps (ARCHITECTURE.md): what a first visit downloads, gzip level 9,
// per app. Sizes are deterministic, so the browser tests hold the site to it and the benchmark reports it.
const { gzipSync } = require('node:zlib');

/** KB gzip: the shell, the catalog and the shared libraries on the first load of `/`; any other remote's part of a page. */
const BUDGET_KB = { firstLoad: 200, remote: 60 };
const SHELL = 'shell';

/** Which app a file belongs to: `/remotes/<name>/...` is that remote's, everything else the shell's. */
function appOf(path) {
  return /^\/remotes\/([\w-]+)\//.exec(path)?.[1] ?? SHELL;
}

/** One downloaded file: its path, its kind (`script` or `stylesheet`), and its size raw and gzip-compressed. */
function measure(path, kind, body) {
  return { path, kind, app: appOf(path), raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The JavaScript of a page load per app, and what passes the budget: shell + catalog over 200 KB on `/`
 * (`firstLoad`), or any other remote over 60 KB. Returns the per-app sums and one line per excess.
 */
function checkBudget(files, { firstLoad = false } = {}) {
  const scripts = files.filter((f) => f.kind === 'script');
  const byApp = {};
  for (const file of scripts) byApp[file.app] = (byApp[file.app] ?? 0) + file.gzip;
  const over = [];
  if (firstLoad) {
    const budgeted = (byApp[SHELL] ?? 0) + (byApp.catalog ?? 0);
    if (budgeted > BUDGET_KB.firstLoad * 1024) over.push(`shell + catalog + shared: ${kb(budgeted)} gzip, budget ${BUDGET_KB.firstLoad} KB`);
  }
  for (const [app, bytes] of Object.entries(byApp)) {
    if (app !== SHELL && app !== 'catalog' && bytes > BUDGET_KB.remote * 1024) over.push(`${app}: ${kb(bytes)} gzip, budget ${BUDGET_KB.remote} KB`);
  }
  return { byApp, over };
}

module.exports = { BUDGET_KB, SHELL, appOf, measure, checkBudget, kb };
