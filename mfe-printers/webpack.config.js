const { PRINTER_BRAND_CATALOGUES } = require('@driveratlas/driver-domain');
const { createAppConfig } = require('@driveratlas/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'printers',
  html: true,
  port: 3102,
  routes: {
    title: 'the printer pages',
    paths: ['/printers/*', '/hp-printers'],
    // The printer pages and each brand's catalogue, for the sitemap.
    addresses: ['/printers', ...PRINTER_BRAND_CATALOGUES.map((catalogue) => catalogue.route)],
  },
  uses: { catalog: ['DriverCard'] },
  // First-load gzip bytes (manifest, remoteEntry, ./routes' first assets): 9.8 kB measured, with room to grow.
  budget: 11_500,
  exposes: { './routes': './src/routes.tsx' },
});
