// Where the build reaches into libraries beyond their public entry points, and the swaps it makes there:
// antd's tooltip UniqueProvider for a stand-in, antd's icon component for a decorative one, and React
// Router's production build, which its package exports do not name.
const { dirname, join } = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');

/**
 * Files of libraries that the build reaches into beyond their public entry points. Each is named by
 * tests/private-paths.e2e-spec.ts, which fails when an upgrade moves one, so it is looked at again.
 */
const PRIVATE_PATHS = {
  /** antd's ConfigProvider imports it for an option the site does not set (`tooltip.unique`). */
  antdTooltipUniqueProvider: { importedFrom: /[\\/]antd[\\/]es[\\/]config-provider$/, request: /[\\/]tooltip[\\/]UniqueProvider$/ },
  /** antd's icons draw themselves with it (`@ant-design/icons/es/components/AntdIconLight`, which the package exports). */
  antdIcon: { importedFrom: /[\\/]@ant-design[\\/]icons[\\/]es[\\/]icons$/, request: /^\.\.\/components\/AntdIconLight$/ },
  /** React Router's production build, which its package exports do not name. */
  reactRouterBuild: (appDir, production) =>
    join(dirname(require.resolve('react-router/package.json', { paths: [appDir] })), 'dist', production ? 'production' : 'development', 'index.mjs'),
};

/** The request the shared react-router selection imports its build by (see resolve.alias). */
const REACT_ROUTER_BUILD = '@driveratlas/webpack-config/react-router-build';

/** Builds `replacement` wherever a module in `importedFrom` imports a file matching `request`. */
function replace({ importedFrom, request }, replacement) {
  return new NormalModuleReplacementPlugin(request, (resource) => {
    if (importedFrom.test(resource.context) && request.test(resource.request)) resource.request = replacement;
  });
}

/**
 * Every icon on the site is decorative (the text beside it names the action): the build draws antd's
 * icons with a component that hides them from assistive technology (decorative-icon.js).
 */
const decorativeIcons = () => replace(PRIVATE_PATHS.antdIcon, require.resolve('./decorative-icon.js'));

/**
 * antd's ConfigProvider imports the tooltip UniqueProvider (and with it the popup engine) for an option
 * the site does not use: build it with a stand-in that says so if it is ever asked for.
 */
const tooltipUniqueProviderStandIn = () => replace(PRIVATE_PATHS.antdTooltipUniqueProvider, require.resolve('./antd-tooltip-unique-provider.js'));

module.exports = { PRIVATE_PATHS, REACT_ROUTER_BUILD, decorativeIcons, tooltipUniqueProviderStandIn };
