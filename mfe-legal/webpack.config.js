const { createAppConfig } = require('@driveratlas/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'legal',
  html: true,
  port: 3103,
  routes: {
    title: 'the legal pages',
    paths: ['/privacy-policy', '/terms-of-service', '/legal-notice', '/advertising-disclosure', '/disclaimer', '/cookie-policy', '/consumer-rights'],
  },
  // Its forms' posts (the consent banner's, the rights request), in the server build only: the gateway dispatches them.
  actions: './src/actions.ts',
  // First-load gzip bytes (manifest, remoteEntry, ./routes' first assets): 10.9 kB measured, with room to grow.
  budget: 13_000,
  exposes: {
    './routes': './src/routes.tsx',
    './ConsentBanner': './src/features/consent/ConsentBanner.tsx',
    './PrivacyChoicesLink': './src/features/consent/PrivacyChoicesLink.tsx',
    './AdSlot': './src/features/ads/AdSlot.tsx',
  },
});
