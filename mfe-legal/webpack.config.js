const { createAppConfig } = require('@driveratlas/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'legal',
  html: true,
  port: 3103,
  exposes: {
    './routes': './src/routes.tsx',
    './ConsentBanner': './src/features/consent/ConsentBanner.tsx',
  },
});
