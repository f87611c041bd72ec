// The paths a remote publishes in its routes.json (its webpack.config.js's `routes`), as addresses a
// visitor could open: `/printers/*` becomes `/printers`, `/category/:category` becomes `/category/example`; and the
// addresses it offers the sitemap.
const { join } = require('node:path');

const ROOT = join(__dirname, '..', '..', '..');

/** @param {string} remote the remote's folder, e.g. `mfe-legal` @returns {string[]} */
function publishedPaths(remote) {
  const { routes } = require(join(ROOT, remote, 'webpack.config.js'));
  const paths = routes.paths.map((path) => path.replace(/\/\*$/, '').replace(/:\w+/g, 'example') || '/');
  return [...new Set([...paths, ...(routes.addresses ?? [])])];
}

module.exports = { publishedPaths };
