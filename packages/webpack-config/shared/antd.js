// The antd the site shares: only the components its apps use, so the singleton is not shipped whole.
// A component an app imports from 'antd' must be listed here (a test checks every app's imports).
export { default as Alert } from 'antd/es/alert';
export { default as Button } from 'antd/es/button';
export { default as Collapse } from 'antd/es/collapse';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Drawer } from 'antd/es/drawer';
export { default as Form } from 'antd/es/form';
export { default as Input } from 'antd/es/input';
export { default as Modal } from 'antd/es/modal';
export { default as Radio } from 'antd/es/radio';
export { default as Skeleton } from 'antd/es/skeleton';
export { default as Spin } from 'antd/es/spin';
export { default as Tag } from 'antd/es/tag';
export { default as theme } from 'antd/es/theme';
