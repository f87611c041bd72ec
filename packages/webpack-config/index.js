// The one webpack setup of the shell and every remote. An app's webpack.config.js is one call,
// createAppConfig({ dir, name, exposes, routes, runtimePlugins, html, port }), and gets:
//
// - a browser build in `dist/` (browser-build.js): TypeScript through swc, content-hashed chunks,
//   production styles as CSS files, Module Federation 2 with mf-manifest.json for runtime discovery, and
//   one federation runtime per page, the shell's; `webpack serve` runs it with Fast Refresh;
// - the shared singletons (shared-dependencies.js): React, React Router, swr, antd and its icons, and
//   @driveratlas/platform, one instance per page at the version the app's package.json pins, provided by
//   the shell; a remote's production build carries no copy of its own;
// - antd served in parts (antd-sharing.js): the shell's first-page selections (shared/antd.js,
//   shared/icons.js), the components and icons it shares on demand (ON_DEMAND), and any other name an app
//   imports as the app's own copy (antd-imports-loader.js), all in the one antd context of the page
//   (antd-family.js);
// - swaps inside libraries beyond their public entry points (private-paths.js): decorative icons
//   (decorative-icon.js), a stand-in for antd's tooltip UniqueProvider (antd-tooltip-unique-provider.js),
//   React Router's production build;
// - for a remote, routes.json, the paths it serves (plugins/routes-manifest.js);
// - in production, what the release checks read (plugins/release-facts.js): uses.json, the modules of other remotes
//   the app shows (remote-uses.js checks it against its source), budget.json, its first-load budget in gzip bytes,
//   and @mf-types/, the declarations of the modules it exposes; in production, source maps
//   and build stats moved out of what is served to `dist-meta/` (plugins/build-artefacts.js);
// - in production, a server build in `dist/server/` for the gateway to render pages with and to answer their forms
//   with the remote's routes' actions (server-build.js).
//
// The selections and the antd packages' entry points are read with one parser (export-names.js).
const { browserConfig } = require('./browser-build');
const { FIRST_PAGE } = require('./antd-sharing');
const { PRIVATE_PATHS } = require('./private-paths');
const { serverConfig } = require('./server-build');
const { ON_DEMAND, SELECTIONS, SINGLETONS, packageName } = require('./shared-dependencies');

/**
 * @param {object} app
 * @param {string} app.dir the app's folder (__dirname of its webpack.config.js)
 * @param {string} app.name the federation name (`shell`, `catalog`, ...)
 * @param {Record<string, string>} [app.exposes] modules a remote gives others
 * @param {import('@driveratlas/site-contracts').RemoteRoutes} [app.routes] a remote's pages (its routes.json): how messages name them, the paths it serves, the addresses the sitemap lists
 * @param {string} [app.actions] a remote's routes' actions (its forms' posts, which the gateway dispatches): a module whose default export lists them, in the server build only
 * @param {Record<string, string[]>} [app.uses] the modules of other remotes the app shows, by remote (`{ catalog: ['DriverCard'] }`)
 * @param {number} [app.budget] a remote's first-load budget: gzip bytes of its manifest, remoteEntry and ./routes' first assets
 * @param {string[]} [app.runtimePlugins] Module Federation runtime plugins (the shell's)
 * @param {boolean} [app.html] whether to emit an index.html (the shell, and a remote's standalone dev page)
 * @param {number} app.port the dev server port
 */
function createAppConfig({ dir, name, exposes = {}, routes, actions, uses = {}, budget, runtimePlugins = [], html = false, port }) {
  const isHost = Object.keys(exposes).length === 0;
  const config = (_env, argv) => {
    const production = argv.mode !== 'development';
    const client = browserConfig({ dir, name, exposes, routes, uses, budget, runtimePlugins, html, port, isHost }, production);
    // The dev server serves the browser build alone; a production build also writes the server build.
    return production ? [client, serverConfig({ dir, exposes, actions, isHost })] : client;
  };
  // The remote's published paths, for its tests: every one of them must be a page of its routes; what it shows of others, checked against its source.
  return Object.assign(config, { routes, uses, dir });
}

module.exports = { createAppConfig, SINGLETONS, SELECTIONS, FIRST_PAGE, ON_DEMAND, PRIVATE_PATHS, packageName };
