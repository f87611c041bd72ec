// How the browser build serves antd from what shared-dependencies.js shares: which imports get the shell's
// first-page selection, one antd context per page across the apps, and one file for the selection's code.
const { ConsumeSharedPlugin, ProvideSharedPlugin } = require('@module-federation/enhanced');
const { readFileSync } = require('node:fs');
const { contextShares } = require('./antd-family');
const { namedExports } = require('./export-names');
const { SELECTIONS } = require('./shared-dependencies');

/** The names a selection file exports (`export { default as Button } from 'antd/es/button'`): what the shell shares on every page. */
const selectedNames = (file) => namedExports(readFileSync(file, 'utf8')).map(({ name }) => name);

/** What the shell shares of antd and its icons on every page, by the names the apps import. */
const FIRST_PAGE = { antd: selectedNames(SELECTIONS.antd), '@ant-design/icons': selectedNames(SELECTIONS['@ant-design/icons']) };

/** Places each antd name an app imports (antd-imports-loader.js): the shell's selection, on demand, or the app's own copy. */
const antdImportsLoader = { loader: require.resolve('./antd-imports-loader.js'), options: { selections: FIRST_PAGE } };

/**
 * antd's building blocks do not declare that their modules have no side effects, which they have not:
 * saying so lets webpack leave out what antd imports but never uses (most of a form library behind the
 * form context that Button imports, for one).
 */
const antdBuildingBlocks = { test: /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](colors|cssinjs|cssinjs-utils|fast-color))[\\/]/, sideEffects: false };

/**
 * One antd context per page: the shell provides the modules of antd's family that hold a React
 * context, and a component a remote brings itself uses those (antd-family.js).
 */
function antdContexts(appDir, isHost) {
  return isHost
    ? new ProvideSharedPlugin({ provides: contextShares(appDir, { provide: true }) })
    : new ConsumeSharedPlugin({ consumes: contextShares(appDir, { provide: false }) });
}

/** A splitChunks test: whether a library module sits in a chunk that also holds the module at `resource`. */
function neededBy(resource) {
  const holds = new WeakMap();
  return (module, { chunkGraph }) =>
    /[\\/]node_modules[\\/]/.test(module.resource ?? '') &&
    [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => {
      if (!holds.has(chunk))
        holds.set(
          chunk,
          [...chunkGraph.getChunkModulesIterable(chunk)].some((m) => m.resource === resource),
        );
      return holds.get(chunk);
    });
}

/**
 * Everything the shared antd selection needs, in one file: left to the defaults, the modules it has in
 * common with each on-demand component would be cut into a file per combination.
 */
const antdChunk = () => ({ test: neededBy(SELECTIONS.antd), name: 'antd', chunks: 'async', enforce: true, priority: 10 });

module.exports = { FIRST_PAGE, antdImportsLoader, antdBuildingBlocks, antdContexts, antdChunk };
