// The antd every page shares: only the components the site's first pages use, so the singleton is not
// shipped whole. Any other component an app imports is shared on its own, loaded when rendered, if
// ON_DEMAND names it (../shared-dependencies.js), or else is the app's own copy (../antd-imports-loader.js).
// tests/shared-selections.e2e-spec.ts checks that an app imports each one listed here, and that none of
// them is also in ON_DEMAND.
export { default as Alert } from 'antd/es/alert';
export { default as Button } from 'antd/es/button';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Tag } from 'antd/es/tag';
