// The browser build of an app, in `dist/`: swc, content-hashed chunks, Module Federation 2 with the shared
// singletons and mf-manifest.json, CSS files, and the dev server a team runs its app alone with.
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { join } = require('node:path');
const { antdBuildingBlocks, antdChunk, antdContexts, antdImportsLoader } = require('./antd-sharing');
const { BuildArtefactsPlugin } = require('./plugins/build-artefacts');
const { ReleaseFactsPlugin } = require('./plugins/release-facts');
const { RoutesManifestPlugin } = require('./plugins/routes-manifest');
const { PRIVATE_PATHS, REACT_ROUTER_BUILD, decorativeIcons, tooltipUniqueProviderStandIn } = require('./private-paths');
const { sharedSingletons } = require('./shared-dependencies');

const INJECT_RUNTIME_CJS = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const INJECT_RUNTIME_ESM = join(INJECT_RUNTIME_CJS, '..', 'index.js');

/** The browser build of an app (the options of createAppConfig, and whether it is the shell), for a production or development build. */
function browserConfig({ dir, name, exposes, routes, uses, budget, runtimePlugins, html, port, isHost }, production) {
  // `webpack serve`: Fast Refresh keeps a component's state while its code changes.
  const devServer = !production && process.env.WEBPACK_SERVE === 'true';
  return {
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
            antdImportsLoader,
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
        antdBuildingBlocks,
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
      antdContexts(dir, isHost),
      tooltipUniqueProviderStandIn(),
      decorativeIcons(),
      ...(routes ? [new RoutesManifestPlugin(routes)] : []),
      // What the release checks read (uses.json, budget.json, the exposed modules' declarations but ./routes', which takes no props).
      ...(production
        ? [new ReleaseFactsPlugin({ dir, uses, budget, exposes: Object.fromEntries(Object.entries(exposes).filter(([name]) => name !== './routes')) })]
        : []),
      ...(production ? [new BuildArtefactsPlugin()] : []),
      ...(devServer ? [new (require('@pmmmwh/react-refresh-webpack-plugin'))({ overlay: false })] : []),
      ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' })] : []),
      ...(html ? [new HtmlWebpackPlugin({ template: join(__dirname, 'index.html'), scriptLoading: 'defer', publicPath: '/' })] : []),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: { cacheGroups: { antd: antdChunk() } },
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
}

module.exports = { browserConfig };
