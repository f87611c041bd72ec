const { createAppConfig } = require('@driveratlas/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'catalog',
  html: true,
  port: 3101,
  exposes: {
    './routes': './src/routes.tsx',
    './SystemDetectionDialog': './src/features/system-detection/components/SystemDetectionDialog.tsx',
    './DriverCard': './src/features/driver-card/components/DriverCard.tsx',
  },
});
