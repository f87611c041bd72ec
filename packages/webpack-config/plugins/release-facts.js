// What a remote's release checks read of its build, beside its mf-manifest.json: the modules of other remotes it
// shows (uses.json), its first-load budget (budget.json), and the declarations of the modules it exposes
// (@mf-types/), against which the props its consumers pass are compiled before a release goes live.
const { dirname, join, relative } = require('node:path');
const { sources } = require('webpack');

/** The declarations of `exposes` (name → source file) of the app in `dir`: its own tsconfig, declaration emit only. */
function exposedDeclarations(dir, exposes) {
  const ts = require('typescript');
  const configFile = ts.findConfigFile(dir, ts.sys.fileExists, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configFile));
  const roots = Object.values(exposes).map((file) => join(dir, file));
  const src = join(dir, 'src');
  const files = {};
  const program = ts.createProgram(roots, {
    ...options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
    sourceMap: false,
    rootDir: src,
    outDir: '/@mf-types/src',
    types: [],
  });
  program.emit(undefined, (fileName, text) => {
    if (fileName.startsWith('/@mf-types/src/')) files[`@mf-types/src/${fileName.slice('/@mf-types/src/'.length)}`] = text;
  });
  for (const [name, file] of Object.entries(exposes)) {
    const module = relative(src, join(dir, file))
      .replace(/\.tsx?$/, '')
      .split('\\')
      .join('/');
    files[`@mf-types/${name.replace(/^\.\//, '')}.d.ts`] = `export * from './src/${module}';\nexport { default } from './src/${module}';\n`;
  }
  return files;
}

/** Writes uses.json and budget.json, and a remote's exposed declarations, into the build. */
class ReleaseFactsPlugin {
  constructor({ dir, uses = {}, budget, exposes = {} }) {
    Object.assign(this, { dir, uses, budget, exposes });
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ReleaseFactsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ReleaseFactsPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const json = (value) => new sources.RawSource(`${JSON.stringify(value, null, 2)}\n`);
        compilation.emitAsset('uses.json', json(this.uses));
        if (this.budget !== undefined) compilation.emitAsset('budget.json', json(this.budget));
        if (Object.keys(this.exposes).length === 0) return;
        for (const [file, text] of Object.entries(exposedDeclarations(this.dir, this.exposes))) compilation.emitAsset(file, new sources.RawSource(text));
      });
    });
  }
}

module.exports = { ReleaseFactsPlugin, exposedDeclarations };
