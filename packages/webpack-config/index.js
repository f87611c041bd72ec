// The one webpack setup of the shell and every remote: TypeScript through swc, content-hashed
// chunks, Module Federation 2 with the shared singletons, and mf-manifest.json for runtime discovery.
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { join } = require('node:path');

/** Shared as one instance across the shell and the remotes; a trailing slash shares the package's subpaths too. */
const SINGLETONS = ['react', 'react/', 'react-dom', 'react-dom/', 'react-router', 'react-router-dom', 'antd', '@ant-design/icons', 'swr', '@driveratlas/platform'];

/**
 * Libraries shared as a selection of their exports (the components the site uses), so the one copy
 * every app shares is not the whole library: a shared module cannot be tree-shaken across apps.
 */
const SELECTIONS = { antd: require.resolve('./shared/antd.js'), '@ant-design/icons': require.resolve('./shared/icons.js') };

/** The exact version the app pins for each shared singleton, read from its own package.json. */
function sharedSingletons(appDir) {
  const { dependencies = {} } = require(join(appDir, 'package.json'));
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = dependencies[name.replace(/\/$/, '')];
      if (!version) throw new Error(`${appDir}/package.json must pin ${name.replace(/\/$/, '')}: it is a shared singleton.`);
      const selection = SELECTIONS[name] ? { import: SELECTIONS[name], version } : {};
      return [name, { singleton: true, requiredVersion: version, strictVersion: true, ...selection }];
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
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
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
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedSingletons(dir),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          dts: false,
          // One Module Federation runtime per page: the shell provides it, and a remote's production
          // build uses the shell's instead of carrying its own (its standalone dev page keeps one).
          experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: production },
        }),
        ...(html ? [new HtmlWebpackPlugin({ template: join(__dirname, 'index.html'), scriptLoading: 'defer', publicPath: '/' })] : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: { port, historyApiFallback: true, headers: { 'Access-Control-Allow-Origin': '*' } },
    };
  };
}

module.exports = { createAppConfig, SINGLETONS, SELECTIONS };
