const { CATEGORIES } = require('@driveratlas/driver-domain');
const { createAppConfig } = require('@driveratlas/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'catalog',
  html: true,
  port: 3101,
  routes: {
    title: 'the driver catalogue',
    paths: [
      '/',
      '/categories',
      '/category/:category',
      ...CATEGORIES.filter((category) => category.name !== 'Printers').map((category) => category.route),
      '/search',
      '/drivers/:id/:slug',
      '/drivers/:id',
      '/hardware-id',
      '/my-pc',
      '/driver-guides',
      '/support',
      '/contact',
    ],
    // Each category's page, for the sitemap (a category with a page of its own redirects there, and is left out).
    addresses: CATEGORIES.map((category) => `/category/${encodeURIComponent(category.name)}`),
  },
  // Its forms' posts (the contact form, My PC's list), in the server build only: the gateway dispatches them.
  actions: './src/actions.ts',
  uses: { legal: ['AdSlot'] },
  // First-load gzip bytes (manifest, remoteEntry, ./routes' first assets): 24.4 kB measured, with room to grow.
  budget: 28_000,
  exposes: {
    './routes': './src/routes.tsx',
    './SystemDetectionDialog': './src/features/system-detection/components/SystemDetectionDialog.tsx',
    './DriverCard': './src/features/driver-card/components/DriverCard.tsx',
    './CategoryIcon': './src/features/home/components/CategoryIcon.tsx',
  },
});
