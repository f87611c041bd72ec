// What the shell and the remotes share, one instance per page, and the Module Federation share
// configuration each app gets for it: the version its package.json pins, and whose copy the page uses.
// To share another library, or to move an antd component or icon into the shell, edit the lists here.
const { join } = require('node:path');

/**
 * antd components and icons no first page needs, which the shell provides one by one, by their own
 * paths, so a page loads one only when it renders it. Apps import them by name like any other
 * (antd-imports-loader.js turns the name into the path); their antd internals are the shell's own
 * modules, so there is still one antd on the page.
 */
const ON_DEMAND = [
  ...['collapse', 'drawer', 'form', 'input', 'modal', 'radio', 'skeleton', 'spin'].map((component) => `antd/es/${component}`),
  ...[
    'BulbOutlined',
    'ClockCircleOutlined',
    'CloseCircleOutlined',
    'EnvironmentOutlined',
    'ExclamationCircleOutlined',
    'ExportOutlined',
    'FileTextOutlined',
    'GlobalOutlined',
    'MedicineBoxOutlined',
    'ReloadOutlined',
    'ScanOutlined',
    'SendOutlined',
  ].map((icon) => `@ant-design/icons/${icon}`),
];

/** Shared as one instance across the shell and the remotes; a trailing slash shares the package's subpaths too. */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'antd',
  '@ant-design/icons',
  ...ON_DEMAND,
  'swr',
  '@driveratlas/platform',
];

/**
 * Libraries shared as a selection of their exports (the components the site uses), so the one copy
 * every app shares is not the whole library: a shared module cannot be tree-shaken across apps.
 */
const SELECTIONS = {
  antd: require.resolve('./shared/antd.js'),
  '@ant-design/icons': require.resolve('./shared/icons.js'),
  'react-router': require.resolve('./shared/react-router.js'),
  'react-router-dom': require.resolve('./shared/react-router-dom.js'),
};

/** The file an `import` of `request` from `dir` loads: its package's ES module build, as webpack resolves it. */
const resolveImport = require('enhanced-resolve').create.sync({ conditionNames: ['import', 'module', 'browser', 'default'], mainFields: ['module', 'main'] });

/** The npm package a shared name comes from: `react/` and `antd/es/modal` are react and antd. */
function packageName(shareKey) {
  const [scopeOrName, name] = shareKey.split('/');
  return scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName;
}

/** The exact version the app pins for each shared singleton, read from its own package.json. */
function sharedSingletons(appDir, consumeOnly) {
  const { dependencies = {} } = require(join(appDir, 'package.json'));
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = dependencies[packageName(name)];
      if (!version) throw new Error(`${appDir}/package.json must pin ${packageName(name)}: it is a shared singleton.`);
      // The shell provides every one of them (an on-demand module too: named as an import, a module is
      // provided even by an app that does not import it), so a remote's production build only consumes
      // them and carries no copy of its own; its standalone dev page keeps its own.
      const ownCopy = SELECTIONS[name] ?? (ON_DEMAND.includes(name) ? resolveImport(appDir, name) : undefined);
      const source = consumeOnly ? { import: false } : ownCopy ? { import: ownCopy } : {};
      return [name, { singleton: true, requiredVersion: version, strictVersion: true, version, ...source }];
    }),
  );
}

module.exports = { ON_DEMAND, SINGLETONS, SELECTIONS, packageName, sharedSingletons };
