// The antd the site shares: only the components its apps use, so the singleton is not shipped whole.
// A component an app imports from 'antd' must be listed here (a test checks every app's imports);
// the components no first page needs are shared on their own instead (ON_DEMAND in ../index.js).
export { default as Alert } from 'antd/es/alert';
export { default as Button } from 'antd/es/button';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Tag } from 'antd/es/tag';
