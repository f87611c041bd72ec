/** One Jest run over every workspace's tests; `npm test` starts the database they need. */
const { webAppProject } = require('./packages/testing/web/jest-project');

const tsJest = (tsconfig) => ({ '^.+\\.ts$': ['ts-jest', { tsconfig }] });

module.exports = {
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'platform',
      rootDir: '<rootDir>/tests',
      testMatch: ['<rootDir>/*.e2e-spec.ts'],
      transform: tsJest('<rootDir>/tsconfig.json'),
    },
    {
      displayName: 'browser',
      rootDir: '<rootDir>/tests/browser',
      testMatch: ['<rootDir>/**/*.e2e-spec.ts'],
      transform: tsJest('<rootDir>/../tsconfig.json'),
    },
    webAppProject('shell', 'shell'),
    webAppProject('mfe-catalog', 'mfe-catalog'),
    webAppProject('mfe-printers', 'mfe-printers'),
    webAppProject('mfe-legal', 'mfe-legal'),
    webAppProject('mfe-admin', 'mfe-admin'),
    webAppProject('platform-package', 'packages/platform'),
    // The packages of facts the apps share, one project each.
    ...['driver-domain', 'visitor-rules', 'site-contracts'].map((name) => ({
      displayName: name,
      rootDir: `<rootDir>/packages/${name}`,
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      transform: tsJest('<rootDir>/tsconfig.spec.json'),
    })),
    {
      displayName: 'releases',
      rootDir: '<rootDir>/packages/releases',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      transform: tsJest('<rootDir>/tsconfig.spec.json'),
    },
    {
      displayName: 'services',
      rootDir: '<rootDir>/services',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/src/**/*.spec.ts'],
      transform: tsJest('<rootDir>/tsconfig.spec.json'),
    },
    {
      displayName: 'gateway',
      rootDir: '<rootDir>/gateway',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/src/**/*.spec.ts'],
      transform: tsJest('<rootDir>/tsconfig.spec.json'),
    },
    {
      displayName: 'api-client',
      rootDir: '<rootDir>/packages/api-client',
      testMatch: ['<rootDir>/test/**/*.spec.ts'],
      transform: tsJest('<rootDir>/tsconfig.json'),
    },
    {
      displayName: 'webpack-config',
      rootDir: '<rootDir>/packages/webpack-config',
      testMatch: ['<rootDir>/*.spec.js'],
      testEnvironment: 'node',
    },
    {
      displayName: 'lint',
      rootDir: '<rootDir>/packages/eslint-config',
      testMatch: ['<rootDir>/test/**/*.spec.ts'],
      transform: tsJest('<rootDir>/tsconfig.json'),
    },
  ],
};
