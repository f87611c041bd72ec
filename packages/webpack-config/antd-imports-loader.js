// Every app imports antd and its icons one way: `import { Table } from 'antd'`, `import { RocketOutlined }
// from '@ant-design/icons'`. This loader (run on the JavaScript swc makes of an app's code) turns each
// name into where the page gets it:
// - a name of the shell's first-page selection (shared/antd.js, shared/icons.js) stays an import of the
//   package, which the shell shares as that selection;
// - any other name becomes an import of the module that holds it (`antd/es/table`): the shell's copy
//   when the shell provides it on demand (ON_DEMAND in shared-dependencies.js), otherwise the app's own
//   copy, which uses the shell's antd context all the same (antd-family.js).
const { init, parse } = require('es-module-lexer');
const { moduleRequest } = require('./antd-family');

const IMPORT = /^import\s*\{([^}]*)\}\s*from\s*["'][^"']+["']\s*;?$/;

/** `{ Button, Tag as T }`: each imported name and its local name. */
function specifiers(list) {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, local = name] = part.split(/\s+as\s+/);
      return { name, local };
    });
}

/** @this {import('webpack').LoaderContext<{ selections: Record<string, string[]> }>} */
module.exports = function antdImports(source, map) {
  const callback = this.async();
  const { selections } = this.getOptions();
  init()
    .then(() => {
      const [imports] = parse(source, this.resourcePath);
      let output = '';
      let last = 0;
      for (const { type, specifier: pkg, importStart: ss, importEnd } of imports) {
        if (type !== 'static' || !selections[pkg]) continue;
        // The statement, with its semicolon.
        const se = source[importEnd] === ';' ? importEnd + 1 : importEnd;
        const statement = source.slice(ss, se);
        const match = IMPORT.exec(statement);
        if (!match) throw new Error(`${this.resourcePath}: import ${pkg} by name, as in import { Table } from '${pkg}' (found: ${statement}).`);
        const shared = specifiers(match[1]).filter(({ name }) => selections[pkg].includes(name));
        const own = specifiers(match[1]).filter(({ name }) => !selections[pkg].includes(name));
        const lines = [
          ...(shared.length
            ? [`import { ${shared.map(({ name, local }) => (name === local ? name : `${name} as ${local}`)).join(', ')} } from '${pkg}';`]
            : []),
          ...own.map(({ name, local }) => `import ${local} from '${moduleRequest(pkg, name, this.rootContext)}';`),
        ];
        output += source.slice(last, ss) + lines.join(' ');
        last = se;
      }
      callback(null, output + source.slice(last), map);
    })
    .catch(callback);
};
