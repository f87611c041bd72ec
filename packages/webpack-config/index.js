// The one webpack setup of the shell and every remote: TypeScript through swc, content-hashed
// chunks, Module Federation 2 with the shared singletons, and mf-manifest.json for runtime discovery.
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { NormalModuleReplacementPlugin } = require('webpack');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { dirname, join } = require('node:path');

const INJECT_RUNTIME_CJS = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const INJECT_RUNTIME_ESM = join(INJECT_RUNTIME_CJS, '..', 'index.js');

const TOOLTIP_UNIQUE_PROVIDER = require.resolve('./antd-tooltip-unique-provider.js');

/** The request the shared react-router selection imports its build by (see resolve.alias). */
const REACT_ROUTER_BUILD = '@driveratlas/webpack-config/react-router-build';

/**
 * antd components and icons no first page needs: each is shared on its own, by its own path, so a
 * page loads it only when it renders it. Apps import them by that path (`import Modal from
 * 'antd/es/modal'`, `import BulbOutlined from '@ant-design/icons/BulbOutlined'`). Their antd
 * internals are the shell's own modules, so there is still one antd on the page.
 */
const ON_DEMAND = [
  ...['collapse', 'drawer', 'form', 'input', 'modal', 'radio', 'spin'].map((component) => `antd/es/${component}`),
  ...['BulbOutlined', 'ClockCircleOutlined', 'CloseCircleOutlined', 'EnvironmentOutlined', 'ExclamationCircleOutlined', 'ExportOutlined', 'FileTextOutlined', 'GlobalOutlined', 'MedicineBoxOutlined', 'ReloadOutlined', 'ScanOutlined', 'SendOutlined'].map(
    (icon) => `@ant-design/icons/${icon}`,
  ),
];

/** Shared as one instance across the shell and the remotes; a trailing slash shares the package's subpaths too. */
const SINGLETONS = ['react', 'react/', 'react-dom', 'react-dom/', 'react-router', 'react-router-dom', 'antd', '@ant-design/icons', ...ON_DEMAND, 'swr', '@driveratlas/platform'];

/**
 * Libraries shared as a selection of their exports (the components the site uses), so the one copy
 * every app shares is not the whole library: a shared module cannot be tree-shaken across apps.
 */
const SELECTIONS = {
  antd: require.resolve('./shared/antd.js'),
  '@ant-design/icons': require.resolve('./shared/icons.js'),
  'react-router': require.resolve('./shared/react-router.js'),
  'react-router-dom': require.resolve('./shared/react-router-dom.js'),
};

/** A splitChunks test: whether a library module sits in a chunk that also holds the module at `resource`. */
function neededBy(resource) {
  const holds = new WeakMap();
  return (module, { chunkGraph }) =>
    /[\\/]node_modules[\\/]/.test(module.resource ?? '') &&
    [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => {
      if (!holds.has(chunk)) holds.set(chunk, [...chunkGraph.getChunkModulesIterable(chunk)].some((m) => m.resource === resource));
      return holds.get(chunk);
    });
}

/** The file an `import` of `request` from `dir` loads: its package's ES module build, as webpack resolves it. */
const resolveImport = require('enhanced-resolve').create.sync({ conditionNames: ['import', 'module', 'browser', 'default'], mainFields: ['module', 'main'] });

/** The npm package a shared name comes from: `react/` and `antd/es/modal` are react and antd. */
function packageName(shareKey) {
  const [scopeOrName, name] = shareKey.split('/');
  return scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName;
}

/** The exact version the app pins for each shared singleton, read from its own package.json. */
function sharedSingletons(appDir, consumeOnly) {
  const { dependencies = {} } = require(join(appDir, 'package.json'));
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = dependencies[packageName(name)];
      if (!version) throw new Error(`${appDir}/package.json must pin ${packageName(name)}: it is a shared singleton.`);
      // An on-demand module is often first needed by a remote, when the shell has loaded none of
      // them; with 'loaded-first', a remote would then take its own copy, with its own antd internals
      // (and none of the shell's theme). So the shell provides them all (named as an import, a module
      // is provided even by an app that does not import it), and a remote's production build only
      // consumes them; its standalone dev page keeps its own.
      const onDemand = ON_DEMAND.includes(name) ? { import: consumeOnly ? false : resolveImport(appDir, name) } : {};
      const selection = SELECTIONS[name] ? { import: SELECTIONS[name] } : onDemand;
      return [name, { singleton: true, requiredVersion: version, strictVersion: true, version, ...selection }];
    }),
  );
}

/**
 * @param {object} app
 * @param {string} app.dir the app's folder (__dirname of its webpack.config.js)
 * @param {string} app.name the federation name (`shell`, `catalog`, ...)
 * @param {Record<string, string>} [app.exposes] modules a remote gives others
 * @param {string[]} [app.runtimePlugins] Module Federation runtime plugins (the shell's)
 * @param {boolean} [app.html] whether to emit an index.html (the shell, and a remote's standalone dev page)
 * @param {number} app.port the dev server port
 */
function createAppConfig({ dir, name, exposes = {}, runtimePlugins = [], html = false, port }) {
  const isHost = Object.keys(exposes).length === 0;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        // Entry files keep stable names (the federation runtime cannot hash them); their chunks are hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        clean: true,
        // Rewrite unchanged files too, so a build's time tells whether it is up to date.
        compareBeforeEmit: false,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        // The plugin that hands the shell's federation runtime to the remotes is added by its CommonJS
        // path, which pulls in a second, CommonJS copy of the runtime: use its ES module build instead.
        alias: {
          ...(isHost ? { [INJECT_RUNTIME_CJS]: INJECT_RUNTIME_ESM } : {}),
          // react-router's package exports name only its development build; production takes the other.
          [`${REACT_ROUTER_BUILD}$`]: join(dirname(require.resolve('react-router/package.json', { paths: [dir] })), 'dist', production ? 'production' : 'development', 'index.mjs'),
        },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          // Production styles are .css files loaded beside their chunk (in parallel, cached on their own),
          // not JavaScript that writes style tags; the dev server keeps style-loader for hot updates.
          { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
          // antd's building blocks do not declare that their modules have no side effects, which they
          // have not: saying so lets webpack leave out what antd imports but never uses (most of a form
          // library behind the form context that Button imports, for one).
          { test: /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](colors|cssinjs|cssinjs-utils|fast-color))[\\/]/, sideEffects: false },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedSingletons(dir, !isHost && production),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          dts: false,
          // One Module Federation runtime per page: the shell provides it, and a remote's production
          // build uses the shell's instead of carrying its own (its standalone dev page keeps one).
          // The site runs in browsers only: leave the runtime's Node.js loading code out.
          experiments: { ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: production }), optimization: { target: 'web' } },
        }),
        // antd's ConfigProvider imports the tooltip UniqueProvider (and with it the popup engine) for an
        // option the site does not use: build it with a stand-in that says so if it is ever asked for.
        new NormalModuleReplacementPlugin(/[\\/]tooltip[\\/]UniqueProvider$/, (resource) => {
          if (/[\\/]antd[\\/]es[\\/]config-provider$/.test(resource.context)) resource.request = TOOLTIP_UNIQUE_PROVIDER;
        }),
        ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' })] : []),
        ...(html ? [new HtmlWebpackPlugin({ template: join(__dirname, 'index.html'), scriptLoading: 'defer', publicPath: '/' })] : []),
      ],
      optimization: {
        minimizer: ['...', new CssMinimizerPlugin()],
        splitChunks: {
          cacheGroups: {
            // Everything the shared antd selection needs, in one file: left to the defaults, the modules
            // it has in common with each on-demand component would be cut into a file per combination.
            antd: { test: neededBy(SELECTIONS.antd), name: 'antd', chunks: 'async', enforce: true, priority: 10 },
          },
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: { port, historyApiFallback: true, headers: { 'Access-Control-Allow-Origin': '*' } },
    };
  };
}

module.exports = { createAppConfig, SINGLETONS, SELECTIONS, ON_DEMAND, packageName };
