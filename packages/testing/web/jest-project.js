/**
 * The one Jest setup of the web apps (the shell and every remote): jsdom by default (a file may ask for
 * `@jest-environment node`, e.g. to render on the server), TypeScript transpiled by ts-jest, style sheets
 * stubbed, and the ES module paths within antd's packages (`@ant-design/colors/es/...`) read from their CommonJS builds, which Jest can load.
 * Tests sit beside the code they test: `src/**\/*.spec.ts` and `src/**\/*.spec.tsx`.
 */
const { join } = require('node:path');

/** The Jest project of the web app in `<rootDir>/<dir>`, shown as `displayName`. */
function webAppProject(displayName, dir) {
  return {
    displayName,
    rootDir: `<rootDir>/${dir}`,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
    transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: join(__dirname, 'tsconfig.json') }] },
    moduleNameMapper: {
      '\\.css$': join(__dirname, 'style-stub.js'),
      // antd and its building blocks ship ES modules under es/ and CommonJS under lib/.
      '^(antd|@ant-design/[^/]+|@rc-component/[^/]+|rc-[^/]+)/es/(.*)$': '$1/lib/$2',
    },
    setupFilesAfterEnv: [join(__dirname, 'setup.ts')],
  };
}

module.exports = { webAppProject };
