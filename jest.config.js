/** One Jest run over every workspace's tests; `npm test` starts the database they need. */
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
    {
      displayName: 'shell',
      rootDir: '<rootDir>/shell',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/*.spec.tsx'],
      transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }] },
    },
    {
      displayName: 'catalog',
      rootDir: '<rootDir>/packages/catalog',
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
  ],
};
