// ESLint for the whole repository (`npm run lint`, and the `lint` project of `npm test`).
import { createConfig } from '@driveratlas/eslint-config';

// The configuration's own fixtures break the rules on purpose; its test lints them on their own.
export default createConfig({ root: import.meta.dirname, ignores: ['packages/eslint-config/fixtures/**'] });
