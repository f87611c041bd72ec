// A remote's routes.json, which the shell reads to know which pages the remote serves.
const { sources } = require('webpack');

/** Writes `routes.json` beside a remote's mf-manifest.json: the paths it serves, from which the shell builds its route table. */
class RoutesManifestPlugin {
  constructor(routes) {
    this.routes = routes;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RoutesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RoutesManifestPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('routes.json', new sources.RawSource(`${JSON.stringify(this.routes, null, 2)}\n`));
      });
    });
  }
}

module.exports = { RoutesManifestPlugin };
