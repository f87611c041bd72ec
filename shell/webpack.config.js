const { createAppConfig } = require('@driveratlas/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  html: true,
  port: 3100,
  runtimePlugins: [require.resolve('./src/runtime-plugin/retry.ts'), require.resolve('./src/runtime-plugin/load-error.ts')],
});
