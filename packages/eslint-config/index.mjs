// The ESLint setup of the whole repository: `createConfig({ root })` from the root `eslint.config.mjs`.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryZones, webApps } from './boundaries.mjs';
import { noCrossWorkspacePath } from './workspace-boundaries.mjs';

const CODE = '**/*.{js,mjs,cjs,ts,tsx,mts,cts}';

/** Files that are CommonJS (the root package is not `"type": "module"`). */
const COMMONJS = ['**/*.{js,cjs}'];

/** What a controller (routing, DTOs, OpenAPI, the call) leaves to its feature's services: the database. */
const DATABASE_ACCESS = [
  { name: 'typeorm', importNames: ['Repository', 'DataSource', 'EntityManager'] },
  { name: '@nestjs/typeorm', importNames: ['InjectRepository', 'InjectDataSource'] },
].map((path) => ({ ...path, message: 'A controller parses and delegates: the database work and its transactions belong in a service.' }));

/**
 * The gateway knows no feature: it reaches the service through the client generated from its OpenAPI documents, in one
 * module (`gateway/src/service-client.ts`), and otherwise passes on the paths visitors and pages ask for. A service path
 * written anywhere else in its source (`'/api/…'`, `'/internal/…'`, or a template starting so) is a feature it learnt.
 */
const GATEWAY_CLIENT = 'gateway/src/service-client.ts';
const SERVICE_PATH = '\\x2F(api|internal)\\x2F';
const SERVICE_PATH_MESSAGE = `The gateway knows no feature: reach the service through its generated client (${GATEWAY_CLIENT}), and let a route's action own its API paths.`;
const SERVICE_PATHS = [`Literal[value=/^${SERVICE_PATH}/]`, `TemplateElement[value.raw=/^${SERVICE_PATH}/]`].map((selector) => ({
  selector,
  message: SERVICE_PATH_MESSAGE,
}));

export function createConfig({ root, ignores = [] }) {
  // Browser code: the web apps' sources and what the shell gives them; everything else (services, gateway, scripts, build setup, tests) runs in Node.
  const web = [...webApps(root).map((app) => `${app}/src`), 'packages/platform/src'];
  const webFiles = web.map((dir) => `${dir}/**/*.{ts,tsx}`);
  return [
    { ignores: ['**/dist/**', '**/coverage/**', '.data/**', 'test-results/**', 'packages/api-client/src/schema.d.ts', ...ignores] },
    { files: [CODE], ...js.configs.recommended },
    ...tseslint.configs.recommended,
    {
      files: [CODE],
      // A leading underscore marks a binding kept on purpose, e.g. a field dropped from an object by destructuring.
      rules: {
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
        ],
      },
    },
    { files: [CODE], languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } },
    { files: COMMONJS, languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
    { files: [CODE], ignores: web.map((dir) => `${dir}/**`), languageOptions: { globals: globals.node } },
    { files: [...web.map((dir) => `${dir}/**`), 'tests/browser/**'], languageOptions: { globals: globals.browser } },
    { files: ['**/*.spec.{ts,tsx,js}', '**/*.e2e-spec.ts', '**/*.test.{ts,tsx}'], languageOptions: { globals: globals.jest } },
    {
      files: webFiles,
      plugins: { 'react-hooks': reactHooks },
      rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
    },
    { files: web.map((dir) => `${dir}/**/*.tsx`), ...jsxA11y.flatConfigs.recommended },
    {
      // One way to import antd and its icons in every app; the build decides where each name comes from
      // (the shell's copy or the app's own: packages/webpack-config/antd-imports-loader.js).
      files: webFiles,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: '^antd/', message: "Import antd components by name: import { Table } from 'antd'." },
              { regex: '^@ant-design/icons/', message: "Import icons by name: import { RocketOutlined } from '@ant-design/icons'." },
            ],
          },
        ],
      },
    },
    {
      files: [CODE],
      plugins: { 'import-x': importX },
      settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones(root) }] },
    },
    {
      files: [CODE],
      plugins: { driveratlas: { rules: { 'no-cross-workspace-path': noCrossWorkspacePath } } },
      rules: { 'driveratlas/no-cross-workspace-path': ['error', { root }] },
    },
    { files: ['services/src/**/*.controller.ts'], rules: { 'no-restricted-imports': ['error', { paths: DATABASE_ACCESS }] } },
    { files: ['gateway/src/**/*.ts'], ignores: [GATEWAY_CLIENT, 'gateway/src/**/*.spec.ts'], rules: { 'no-restricted-syntax': ['error', ...SERVICE_PATHS] } },
  ];
}
