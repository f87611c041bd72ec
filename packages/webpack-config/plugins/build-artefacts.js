// Keeps what a production build writes for its team (source maps, Module Federation's build stats) out
// of `dist/`, which is what gets served: they go to `dist-meta/` beside it.
const { rmSync } = require('node:fs');
const { join } = require('node:path');

/** What a production build writes for its team, not for visitors: source maps and Module Federation's build stats. */
const BUILD_ARTEFACT = /(\.map|^mf-stats\.json)$/;

/**
 * Moves the build artefacts to `dist-meta/` beside `dist/`, which is what gets served: the source maps
 * hold the sources with their build paths, the stats the whole module graph. The served files name no
 * map (`hidden-source-map`); a debugger is given them from `dist-meta/`.
 */
class BuildArtefactsPlugin {
  apply(compiler) {
    const metaDir = join(compiler.options.output.path, '..', 'dist-meta');
    compiler.hooks.emit.tap('BuildArtefactsPlugin', () => rmSync(metaDir, { recursive: true, force: true }));
    compiler.hooks.thisCompilation.tap('BuildArtefactsPlugin', (compilation) => {
      // After Module Federation writes its stats (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER).
      compilation.hooks.processAssets.tap({ name: 'BuildArtefactsPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        for (const name of Object.keys(assets)) if (BUILD_ARTEFACT.test(name)) compilation.renameAsset(name, `../dist-meta/${name}`);
      });
    });
  }
}

module.exports = { BuildArtefactsPlugin };
