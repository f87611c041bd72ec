const { createAppConfig } = require('@driveratlas/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'admin',
  html: true,
  port: 3104,
  routes: { title: 'the admin dashboard', paths: ['/admin/*'] },
  uses: { catalog: ['CategoryIcon'] },
  exposes: { './routes': './src/routes.tsx' },
});
