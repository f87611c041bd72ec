// One workspace never reaches into another's files by a relative path: it imports the other's package name and
// what that package exports, so that each workspace's public surface is what its package.json declares.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** The workspaces whose files are each their own: the apps (`shell`, `mfe-*`, `services`, `gateway`) and the shared packages (`packages/*`). */
export function workspaces(root) {
  const folders = (dir) =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => e.name)
      : [];
  const apps = folders(root).filter((name) => ['shell', 'services', 'gateway'].includes(name) || name.startsWith('mfe-'));
  return [...apps, ...folders(join(root, 'packages')).map((name) => `packages/${name}`)];
}

/**
 * The relative imports between workspaces kept until their design changes, each `from` file → `to` file (root-relative).
 * Loading another workspace's files at run time by a path it builds (the gateway evaluating the apps' server builds,
 * which is their published output, as the browser loads their chunks) is no import: this rule does not see it.
 */
export const KEPT_CROSS_WORKSPACE_PATHS = [
  // The platform's loading-spinner styles, in the shell's entry so that they come with the first paint: the platform's
  // package exports no style sheet, and under its package name the shell's Module Federation setup would share it.
  { from: 'shell/src/index.ts', to: 'packages/platform/src/page-loading.css' },
];

/** The workspace a path (relative to the root, `/`-separated) lies in, if any. */
const workspaceOf = (path, all) => all.find((workspace) => path === workspace || path.startsWith(`${workspace}/`));

/**
 * `driveratlas/no-cross-workspace-path`: a relative import, export or require that lands in another workspace, unless
 * it is one of KEPT_CROSS_WORKSPACE_PATHS. Option: `{ root }`.
 */
export const noCrossWorkspacePath = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another workspace by its package name, never by a relative path into its files.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { crossWorkspace: '{{from}} reaches into {{to}} by a relative path: import it by its package name and its declared exports.' },
  },
  create(context) {
    const [{ root }] = context.options;
    const all = workspaces(root);
    const rootRelative = (path) => relative(root, path).split(sep).join('/');
    const file = rootRelative(context.filename);
    const from = workspaceOf(file, all);
    if (!from) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = rootRelative(resolve(dirname(context.filename), source.value));
      const to = workspaceOf(target, all);
      if (!to || to === from || KEPT_CROSS_WORKSPACE_PATHS.some((entry) => entry.from === file && entry.to === target)) return;
      context.report({ node: source, messageId: 'crossWorkspace', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};
