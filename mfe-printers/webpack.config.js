const { createAppConfig } = require('@driveratlas/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'printers',
  html: true,
  port: 3102,
  routes: { title: 'the printer pages', paths: ['/printers/*', '/hp-printers'] },
  exposes: { './routes': './src/routes.tsx' },
});
