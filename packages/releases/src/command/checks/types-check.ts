import type { ReleaseCheck } from '@driveratlas/site-contracts';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The one typed place where an app declares the props it passes to the modules of other remotes it shows: its
 * `src/remote-props.ts`, an interface `RemoteModuleProps` keyed `remote/module` (`'catalog/DriverCard'`), which its
 * own `<Remote … props={…}>` calls satisfy, so its own type-check holds it to it.
 */
export const REMOTE_PROPS_FILE = join('src', 'remote-props.ts');

/** The declarations of a remote's exposed modules, published by its build (packages/webpack-config, release-facts.js). */
export const EXPOSED_TYPES_DIR = join('dist', '@mf-types');

/** How messages name an app: "the shell", "the printers remote". */
const named = (app: string): string => (app === 'shell' ? 'the shell' : `the ${app} remote`);

/** The app folder of a remote in the repository. */
export const appFolder = (remote: string): string => (remote === 'shell' ? 'shell' : `mfe-${remote}`);

/** The modules of other remotes an app's remote-props.ts declares props for, by their `remote/module` keys. */
function declaredKeys(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/['"]([\w-]+)\/(\w+)['"]\s*:/g)].map((match) => `${match[1]}/${match[2]}`);
}

/** A consumer's declared props for one module, compiled against the declaration of the module in one build. */
interface Pairing {
  consumer: string;
  propsFile: string;
  key: string;
  declaration: string;
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
};

/**
 * Types: every module another app shows from this release accepts the props that app declares it passes, and every
 * module this release shows of another remote accepts the props it declares: one compile, with the TypeScript compiler,
 * of each declared props type assigned to the module's component props (the release's own @mf-types declarations; the
 * other remotes' builds in the repository). The files compiled sit under the repository's node_modules, so that the
 * declarations find React and the shared packages there.
 */
export function checkTypes(appDir: string, release: { remote: string; exposes: string[] }, root: string): ReleaseCheck {
  const cacheDir = join(root, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const workDir = mkdtempSync(join(cacheDir, 'release-types-'));
  try {
    const ownTypes = join(workDir, release.remote);
    if (existsSync(join(appDir, EXPOSED_TYPES_DIR))) cpSync(join(appDir, EXPOSED_TYPES_DIR), ownTypes, { recursive: true });
    const apps = readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mfe-'));
    const pairings: Pairing[] = [];
    const missing: string[] = [];
    for (const folder of apps) {
      const consumer = folder === 'shell' ? 'shell' : folder.slice('mfe-'.length);
      const own = consumer === release.remote;
      const propsFile = own && existsSync(join(appDir, REMOTE_PROPS_FILE)) ? join(appDir, REMOTE_PROPS_FILE) : join(root, folder, REMOTE_PROPS_FILE);
      if (!existsSync(propsFile)) continue;
      for (const key of declaredKeys(propsFile)) {
        const [remote, module] = key.split('/');
        if (own === (remote === release.remote)) continue;
        const declaration = own ? join(root, appFolder(remote), EXPOSED_TYPES_DIR, `${module}.d.ts`) : join(ownTypes, `${module}.d.ts`);
        if (existsSync(declaration)) pairings.push({ consumer, propsFile, key, declaration });
        else if (!own && release.exposes.includes(module)) missing.push(`./${module} (shown by ${named(consumer)})`);
      }
    }
    if (missing.length)
      return {
        check: 'types',
        passed: false,
        message: `Its build publishes no declarations of ${missing.join(', ')}: build it with @driveratlas/webpack-config.`,
      };
    const lines = [
      "import type { ComponentProps } from 'react';",
      ...pairings.flatMap(({ propsFile, declaration }, i) => [
        `import type { RemoteModuleProps as Given${i} } from ${JSON.stringify(propsFile.replace(/\.ts$/, ''))};`,
        `import type Module${i} from ${JSON.stringify(declaration.replace(/\.d\.ts$/, ''))};`,
      ]),
    ];
    const first = lines.length;
    lines.push(
      ...pairings.map(({ key }, i) => `export const accepted${i}: ComponentProps<typeof Module${i}> = null as unknown as Given${i}[${JSON.stringify(key)}];`),
    );
    const checkFile = join(workDir, 'check.ts');
    writeFileSync(checkFile, `${lines.join('\n')}\n`);
    // The declarations keep their modules' style sheet imports.
    const assets = join(workDir, 'assets.d.ts');
    writeFileSync(assets, "declare module '*.css';\n");
    const program = ts.createProgram([checkFile, assets], COMPILER_OPTIONS);
    const errors = ts.getPreEmitDiagnostics(program).filter((diagnostic) => diagnostic.file?.fileName === checkFile);
    const refusals = errors.map((diagnostic) => {
      const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const pairing = pairings[line - first];
      const reason = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ').replace(/\s+/g, ' ');
      return pairing ? `${named(pairing.consumer)}'s props for ${pairing.key.replace('/', "'s ./")}: ${reason}` : reason;
    });
    if (refusals.length)
      return { check: 'types', passed: false, message: `Its modules' props are not compatible with what their consumers pass: ${refusals.join('; ')}.` };
    return {
      check: 'types',
      passed: true,
      message: `The props of ${pairings.length} modules shown across remotes compile: ${pairings.map((p) => `${named(p.consumer)} → ${p.key}`).join(', ') || 'none'}.`,
    };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
