// Reads what a module re-exports, by its text: the shared selections (shared/*.js) and the entry points of
// antd's packages are lists of `export { … } from '…'`. The build reads them to know what the shell shares
// and where each antd name comes from; tests/shared-selections.e2e-spec.ts reads them the same way.

/**
 * Each `export { default as Button, Tag } from 'antd/es/button'` of a module: every name it exports
 * (`Button`), the name it has in the module it comes from (`default`), and that module, if it is one.
 */
function namedExports(source) {
  return [...source.matchAll(/export \{([^}]*)\}(?:\s*from\s*["']([^"']+)["'])?/g)].flatMap(([, list, from]) =>
    list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [local, name = local] = part.split(/\s+as\s+/);
        return { name, local, from };
      }),
  );
}

/** The modules whose every export a module re-exports (`export * from 'react-router'`). */
function starExports(source) {
  return [...source.matchAll(/export \* from ["']([^"']+)["']/g)].map(([, from]) => from);
}

module.exports = { namedExports, starExports };
