const { createAppConfig } = require('@driveratlas/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  html: true,
  port: 3100,
  // Each remote's pages, the catalog's system detection dialog, and the legal remote's consent banner and footer link.
  uses: {
    catalog: ['routes', 'SystemDetectionDialog'],
    printers: ['routes'],
    legal: ['routes', 'ConsentBanner', 'PrivacyChoicesLink'],
    admin: ['routes'],
  },
  runtimePlugins: [require.resolve('./src/runtime-plugin/retry.ts'), require.resolve('./src/runtime-plugin/load-error.ts')],
});
