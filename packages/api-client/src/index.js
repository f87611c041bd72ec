// The package holds types only: import them with `import type { components } from '@driveratlas/api-client'`.
module.exports = {};
