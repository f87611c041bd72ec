// antd as the apps share it. Two facts about its packages, read from the packages themselves:
// - which module each name an app imports comes from (`Table` is `antd/es/table`), from the packages'
//   public entry points (antd's `es/index.js`, the icons' `es/icons/index.js`);
// - which modules hold a React context (theme, configuration, style cache, form, motion, ...): they are
//   shared one per page, provided by the shell, so a component a remote brings itself sits in the
//   shell's antd context (ConfigProvider, theme, one style cache) like the shell's own components.
const { existsSync, readFileSync, readdirSync } = require('node:fs');
const { dirname, join, relative, sep } = require('node:path');
const { namedExports } = require('./export-names');

/** The packages of the antd family whose modules may hold a React context. */
const FAMILY = /^(antd|@ant-design\/[^/]+|@rc-component\/[^/]+)$/;

const packageDir = (name, appDir) => dirname(require.resolve(`${name}/package.json`, { paths: [appDir] }));

const barrels = new Map();

/** `export { default as Table } from './table'` in a package's entry: each name and the module it comes from (`table`). */
function barrel(file) {
  if (!barrels.has(file)) {
    const names = new Map();
    for (const { name, local, from } of namedExports(readFileSync(file, 'utf8')))
      if (local === 'default' && /^\.\/[\w-]+$/.test(from ?? '')) names.set(name, from.slice('./'.length));
    barrels.set(file, names);
  }
  return barrels.get(file);
}

/**
 * The request of the module that holds `name` of `pkg` (`antd` or `@ant-design/icons`), by the path the
 * package publishes for it: `antd/es/table`, `@ant-design/icons/RocketOutlined`. Throws for a name the
 * package does not export by default from a module of its own.
 */
function moduleRequest(pkg, name, appDir) {
  const dir = packageDir(pkg, appDir);
  const entries = { antd: ['es/index.js', (from) => `antd/es/${from}`], '@ant-design/icons': ['es/icons/index.js', (from) => `@ant-design/icons/${from}`] };
  if (!entries[pkg]) throw new Error(`antd-imports: ${pkg} is not a package of antd's that the build imports by name.`);
  const [entry, request] = entries[pkg];
  const from = barrel(join(dir, entry)).get(name);
  if (!from) throw new Error(`${pkg} has no export ${name} that the build can import on its own: import { ${name} } from '${pkg}' is not supported.`);
  return request(from);
}

/** Every installed package of the family, with its folder and version. */
function familyPackages(appDir) {
  const nodeModules = join(packageDir('antd', appDir), '..');
  const names = readdirSync(nodeModules).flatMap((entry) =>
    entry.startsWith('@') ? readdirSync(join(nodeModules, entry)).map((name) => `${entry}/${name}`) : [entry],
  );
  return names
    .filter((name) => FAMILY.test(name) && existsSync(join(nodeModules, name, 'package.json')))
    .map((name) => ({ name, dir: join(nodeModules, name), version: require(join(nodeModules, name, 'package.json')).version }));
}

/** The ES modules of a package that create a React context, as paths in the package without `.js` (`es/config-provider/context`). */
function contextModules(dir) {
  const found = [];
  const walk = (folder) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js') && /\bcreateContext\(/.test(readFileSync(path, 'utf8')))
        found.push(relative(dir, path).split(sep).join('/').replace(/\.js$/, ''));
    }
  };
  walk(join(dir, 'es'));
  return found;
}

/**
 * The share configuration of the family's context modules, for the shell's ProvideSharedPlugin
 * (`provide`: each one its build holds, found by its file) and a remote's ConsumeSharedPlugin (the
 * shell's, or the remote's own copy where the shell has none: a context no shell component uses). The
 * modules reach them by relative paths inside their package, hence the match on the path after
 * node_modules (with and without `.js`, and a folder for its index).
 */
function contextShares(appDir, { provide }) {
  const shares = {};
  for (const { name, dir, version } of familyPackages(appDir)) {
    for (const module of contextModules(dir)) {
      const shareKey = `${name}/${module}`;
      const options = { shareKey, allowNodeModulesSuffixMatch: true, singleton: true, requiredVersion: version, strictVersion: true };
      if (provide) shares[`${shareKey}.js`] = { ...options, version };
      else
        for (const request of [shareKey, `${shareKey}.js`, ...(module.endsWith('/index') ? [shareKey.slice(0, -'/index'.length)] : [])])
          shares[request] = { ...options, import: shareKey };
    }
  }
  return shares;
}

module.exports = { moduleRequest, contextShares, contextModules };
