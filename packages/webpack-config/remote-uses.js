// The modules of other remotes an app shows, read from its source: each `<Remote remote="catalog" module="DriverCard">`
// (or the shell's `<RemoteRegion …>`) with both names written out. An app declares them as `uses` in its
// webpack.config.js (its uses.json, which the release checks read); what it shows undeclared is found here.
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

/** A JSX element that shows a remote module, up to the end of its opening tag. */
const REMOTE_ELEMENT = /<(?:Remote|RemoteRegion)\b([^>]*?)\/?>/gs;
const attribute = (attributes, name) => new RegExp(`\\b${name}="([^"]+)"`).exec(attributes)?.[1];

/** The remote modules `source` shows by name, as `remote/module`. */
function shownIn(source) {
  return [...source.matchAll(REMOTE_ELEMENT)]
    .map(([, attributes]) => [attribute(attributes, 'remote'), attribute(attributes, 'module')])
    .filter(([remote, module]) => remote && module)
    .map(([remote, module]) => `${remote}/${module}`);
}

/** The .ts and .tsx files under `dir` but tests. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The remote modules the app in `dir` shows but does not declare in `uses`, each with the file that shows it. */
function undeclaredUses(dir, uses = {}) {
  return sourceFiles(join(dir, 'src')).flatMap((file) =>
    shownIn(readFileSync(file, 'utf8'))
      .filter((shown) => {
        const [remote, module] = shown.split('/');
        return !(uses[remote] ?? []).includes(module);
      })
      .map((shown) => `${shown} (${file.slice(dir.length + 1)})`),
  );
}

module.exports = { shownIn, undeclaredUses };
