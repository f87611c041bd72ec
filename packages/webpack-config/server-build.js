// The server build a production build writes beside the browser build: what the gateway renders the app's pages with.
const { join } = require('node:path');
const {
  optimize: { LimitChunkCountPlugin },
} = require('webpack');
const { decorativeIcons } = require('./private-paths');

/**
 * What a server build takes from the Node.js process that renders pages (the gateway) instead of bundling: one React,
 * one router, one SWR and one antd (its theme and style cache) for the shell and every remote in one page. A
 * remote's server build also takes the platform module from the shell's, which the gateway hands it. The Module
 * Federation runtime is bundled: nothing is loaded from a remote while a page renders on the server.
 */
const SERVER_EXTERNALS = /^(react|react-dom|react-router|react-router-dom|swr|antd|@ant-design\/cssinjs)(\/.*)?$/;

/**
 * The server build of an app, in `dist/server/`: the shell's page renderer (src/server.tsx), or a remote's exposed
 * modules and its routes' actions (`actions`: the forms' posts, which the gateway dispatches; server code only, never
 * in the browser build), one CommonJS file, for the gateway to render pages with and answer their forms
 * (gateway/src/pages). Styles are the browser build's; antd's icons are drawn as in the browser (decorative), so the
 * HTML matches what the browser renders.
 */
function serverConfig({ dir, exposes, actions, isHost }) {
  const modules = Object.entries({ ...exposes, ...(actions ? { actions } : {}) }).map(
    ([name, file]) => `export * as ${name.replace(/^\.\//, '')} from ${JSON.stringify(join(dir, file))};`,
  );
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
      decorativeIcons(),
      // One file: a page's code that loads on demand in the browser is there at once on the server.
      new LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { serverConfig };
