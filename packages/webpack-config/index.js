// The one webpack setup of the shell and every remote: TypeScript through swc, content-hashed
// chunks, Module Federation 2 with the shared singletons, and mf-manifest.json for runtime discovery.
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ConsumeSharedPlugin, ProvideSharedPlugin } = require('@module-federation/enhanced');
const {
  NormalModuleReplacementPlugin,
  sources,
  optimize: { LimitChunkCountPlugin },
} = require('webpack');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { readFileSync, rmSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { contextShares } = require('./antd-family');

const INJECT_RUNTIME_CJS = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const INJECT_RUNTIME_ESM = join(INJECT_RUNTIME_CJS, '..', 'index.js');

/**
 * Files of libraries that the build reaches into beyond their public entry points. Each is named by
 * tests/private-paths.e2e-spec.ts, which fails when an upgrade moves one, so it is looked at again.
 */
const PRIVATE_PATHS = {
  /** antd's ConfigProvider imports it for an option the site does not set (`tooltip.unique`). */
  antdTooltipUniqueProvider: { importedFrom: /[\\/]antd[\\/]es[\\/]config-provider$/, request: /[\\/]tooltip[\\/]UniqueProvider$/ },
  /** antd's icons draw themselves with it (`@ant-design/icons/es/components/AntdIconLight`, which the package exports). */
  antdIcon: { importedFrom: /[\\/]@ant-design[\\/]icons[\\/]es[\\/]icons$/, request: /^\.\.\/components\/AntdIconLight$/ },
  /** React Router's production build, which its package exports do not name. */
  reactRouterBuild: (appDir, production) =>
    join(dirname(require.resolve('react-router/package.json', { paths: [appDir] })), 'dist', production ? 'production' : 'development', 'index.mjs'),
};

/** The request the shared react-router selection imports its build by (see resolve.alias). */
const REACT_ROUTER_BUILD = '@driveratlas/webpack-config/react-router-build';

/** Writes `routes.json` beside a remote's mf-manifest.json: the paths it serves, from which the shell builds its route table. */
class RoutesManifestPlugin {
  constructor(routes) {
    this.routes = routes;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RoutesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RoutesManifestPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('routes.json', new sources.RawSource(`${JSON.stringify(this.routes, null, 2)}\n`));
      });
    });
  }
}

/** What a production build writes for its team, not for visitors: source maps and Module Federation's build stats. */
const BUILD_ARTEFACT = /(\.map|^mf-stats\.json)$/;

/**
 * Moves the build artefacts to `dist-meta/` beside `dist/`, which is what gets served: the source maps
 * hold the sources with their build paths, the stats the whole module graph. The served files name no
 * map (`hidden-source-map`); a debugger is given them from `dist-meta/`.
 */
class BuildArtefactsPlugin {
  apply(compiler) {
    const metaDir = join(compiler.options.output.path, '..', 'dist-meta');
    compiler.hooks.emit.tap('BuildArtefactsPlugin', () => rmSync(metaDir, { recursive: true, force: true }));
    compiler.hooks.thisCompilation.tap('BuildArtefactsPlugin', (compilation) => {
      // After Module Federation writes its stats (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER).
      compilation.hooks.processAssets.tap({ name: 'BuildArtefactsPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        for (const name of Object.keys(assets)) if (BUILD_ARTEFACT.test(name)) compilation.renameAsset(name, `../dist-meta/${name}`);
      });
    });
  }
}

/**
 * antd components and icons no first page needs, which the shell provides one by one, by their own
 * paths, so a page loads one only when it renders it. Apps import them by name like any other
 * (antd-imports-loader.js turns the name into the path); their antd internals are the shell's own
 * modules, so there is still one antd on the page.
 */
const ON_DEMAND = [
  ...['collapse', 'drawer', 'form', 'input', 'modal', 'radio', 'skeleton', 'spin'].map((component) => `antd/es/${component}`),
  ...[
    'BulbOutlined',
    'ClockCircleOutlined',
    'CloseCircleOutlined',
    'EnvironmentOutlined',
    'ExclamationCircleOutlined',
    'ExportOutlined',
    'FileTextOutlined',
    'GlobalOutlined',
    'MedicineBoxOutlined',
    'ReloadOutlined',
    'ScanOutlined',
    'SendOutlined',
  ].map((icon) => `@ant-design/icons/${icon}`),
];

/** Shared as one instance across the shell and the remotes; a trailing slash shares the package's subpaths too. */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'antd',
  '@ant-design/icons',
  ...ON_DEMAND,
  'swr',
  '@driveratlas/platform',
];

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

/** The names a selection file exports (`export { default as Button } from 'antd/es/button'`): what the shell shares on every page. */
function selectedNames(file) {
  return [...readFileSync(file, 'utf8').matchAll(/export \{([^}]*)\}/g)].flatMap((m) =>
    m[1]
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      )
      .filter(Boolean),
  );
}

/** What the shell shares of antd and its icons on every page, by the names the apps import. */
const FIRST_PAGE = { antd: selectedNames(SELECTIONS.antd), '@ant-design/icons': selectedNames(SELECTIONS['@ant-design/icons']) };

/** Builds `replacement` wherever a module in `importedFrom` imports a file matching `request`. */
function replace({ importedFrom, request }, replacement) {
  return new NormalModuleReplacementPlugin(request, (resource) => {
    if (importedFrom.test(resource.context) && request.test(resource.request)) resource.request = replacement;
  });
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
      // The shell provides every one of them (an on-demand module too: named as an import, a module is
      // provided even by an app that does not import it), so a remote's production build only consumes
      // them and carries no copy of its own; its standalone dev page keeps its own.
      const ownCopy = SELECTIONS[name] ?? (ON_DEMAND.includes(name) ? resolveImport(appDir, name) : undefined);
      const source = consumeOnly ? { import: false } : ownCopy ? { import: ownCopy } : {};
      return [name, { singleton: true, requiredVersion: version, strictVersion: true, version, ...source }];
    }),
  );
}

/**
 * What a server build takes from the Node.js process that renders pages (the gateway) instead of bundling: one React,
 * one router, one SWR and one antd (its theme and style cache) for the shell and every remote in one page. A
 * remote's server build also takes the platform module from the shell's, which the gateway hands it. The Module
 * Federation runtime is bundled: nothing is loaded from a remote while a page renders on the server.
 */
const SERVER_EXTERNALS = /^(react|react-dom|react-router|react-router-dom|swr|antd|@ant-design\/cssinjs)(\/.*)?$/;

/**
 * The server build of an app, in `dist/server/`: the shell's page renderer (src/server.tsx), or a remote's exposed
 * modules, one CommonJS file, for the gateway to render pages with (gateway/src/pages). Styles are the browser
 * build's; antd's icons are drawn as in the browser (decorative), so the HTML matches what the browser renders.
 */
function serverConfig({ dir, exposes, isHost }) {
  const modules = Object.entries(exposes).map(([name, file]) => `export * as ${name.replace(/^\.\//, '')} from ${JSON.stringify(join(dir, file))};`);
  return {
    name: 'server',
    mode: 'production',
    target: 'node20',
    context: dir,
    entry: { server: isHost ? './src/server.tsx' : `data:text/javascript,${encodeURIComponent(modules.join('\n'))}` },
    devtool: false,
    output: { path: join(dir, 'dist', 'server'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true, compareBeforeEmit: false },
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) =>
        SERVER_EXTERNALS.test(request) || (!isHost && request === '@driveratlas/platform') ? callback(null, `commonjs ${request}`) : callback(),
    ],
    // What it bundles, it takes as ES modules, so that only what the app uses is in (antd's icons).
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], mainFields: ['module', 'main'], conditionNames: ['import', 'module', 'default'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
          },
        },
        // The browser build's style files are linked by the page; here an import of one does nothing.
        { test: /\.css$/, type: 'asset/resource', generator: { emit: false } },
        // Only the icons the app draws: the icons package does not say its modules have no side effects.
        { test: /[\\/]node_modules[\\/]@ant-design[\\/](icons|icons-svg)[\\/]/, sideEffects: false },
      ],
    },
    plugins: [
      replace(PRIVATE_PATHS.antdIcon, require.resolve('./decorative-icon.js')),
      // One file: a page's code that loads on demand in the browser is there at once on the server.
      new LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * @param {object} app
 * @param {string} app.dir the app's folder (__dirname of its webpack.config.js)
 * @param {string} app.name the federation name (`shell`, `catalog`, ...)
 * @param {Record<string, string>} [app.exposes] modules a remote gives others
 * @param {{ title: string, paths: string[] }} [app.routes] a remote's pages: how messages name them, and the paths it serves (React Router patterns)
 * @param {string[]} [app.runtimePlugins] Module Federation runtime plugins (the shell's)
 * @param {boolean} [app.html] whether to emit an index.html (the shell, and a remote's standalone dev page)
 * @param {number} app.port the dev server port
 */
function createAppConfig({ dir, name, exposes = {}, routes, runtimePlugins = [], html = false, port }) {
  const isHost = Object.keys(exposes).length === 0;
  const config = (_env, argv) => {
    const production = argv.mode !== 'development';
    // `webpack serve`: Fast Refresh keeps a component's state while its code changes.
    const devServer = !production && process.env.WEBPACK_SERVE === 'true';
    const client = {
      name: 'browser',
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        // Entry files keep stable names (the federation runtime cannot hash them); their chunks are hashed.
        filename: '[name].js',
        // Hashed in development too: the entry and remoteEntry runtimes may each emit a chunk of one name
        // with different content (a shared module's), which one unhashed file name cannot hold.
        chunkFilename: '[name].[contenthash:10].js',
        // The server build (server/) writes beside it.
        clean: { keep: /^server\// },
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
          [`${REACT_ROUTER_BUILD}$`]: PRIVATE_PATHS.reactRouterBuild(dir, production),
        },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            // Loaders run last to first: swc makes JavaScript of the TypeScript, then the antd imports are placed.
            use: [
              { loader: require.resolve('./antd-imports-loader.js'), options: { selections: FIRST_PAGE } },
              {
                loader: 'swc-loader',
                options: {
                  jsc: {
                    parser: { syntax: 'typescript', tsx: true },
                    transform: { react: { runtime: 'automatic', development: !production, refresh: devServer } },
                    target: 'es2022',
                  },
                },
              },
            ],
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
        // One antd context per page: the shell provides the modules of antd's family that hold a React
        // context, and a component a remote brings itself uses those (antd-family.js).
        isHost
          ? new ProvideSharedPlugin({ provides: contextShares(dir, { provide: true }) })
          : new ConsumeSharedPlugin({ consumes: contextShares(dir, { provide: false }) }),
        // antd's ConfigProvider imports the tooltip UniqueProvider (and with it the popup engine) for an
        // option the site does not use: build it with a stand-in that says so if it is ever asked for.
        replace(PRIVATE_PATHS.antdTooltipUniqueProvider, require.resolve('./antd-tooltip-unique-provider.js')),
        // Every icon on the site is decorative (the text beside it names the action): the build draws
        // antd's icons with a component that hides them from assistive technology (decorative-icon.js).
        replace(PRIVATE_PATHS.antdIcon, require.resolve('./decorative-icon.js')),
        ...(routes ? [new RoutesManifestPlugin(routes)] : []),
        ...(production ? [new BuildArtefactsPlugin()] : []),
        ...(devServer ? [new (require('@pmmmwh/react-refresh-webpack-plugin'))({ overlay: false })] : []),
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
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // A team works on its remote alone against a running site (`npm start`), or the one API_URL names.
        proxy: [{ context: ['/api'], target: process.env.API_URL ?? 'http://127.0.0.1:8080', changeOrigin: true }],
        client: { overlay: { warnings: false } },
      },
    };
    // The dev server serves the browser build alone; a production build also writes the server build.
    return production ? [client, serverConfig({ dir, exposes, isHost })] : client;
  };
  // The remote's published paths, for its tests: every one of them must be a page of its routes.
  return Object.assign(config, { routes });
}

module.exports = { createAppConfig, SINGLETONS, SELECTIONS, FIRST_PAGE, ON_DEMAND, PRIVATE_PATHS, packageName };
