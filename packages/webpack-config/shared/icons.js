// The icons every page shares: only those the site's first pages show. Any other icon an app imports is
// shared on its own, loaded when drawn, if ON_DEMAND names it (../shared-dependencies.js), or else is the
// app's own copy (../antd-imports-loader.js). tests/shared-selections.e2e-spec.ts checks that an app
// imports each one listed here, and that none of them is also in ON_DEMAND.
export { default as CameraOutlined } from '@ant-design/icons/CameraOutlined';
export { default as CheckCircleOutlined } from '@ant-design/icons/CheckCircleOutlined';
export { default as CustomerServiceOutlined } from '@ant-design/icons/CustomerServiceOutlined';
export { default as DesktopOutlined } from '@ant-design/icons/DesktopOutlined';
export { default as DownloadOutlined } from '@ant-design/icons/DownloadOutlined';
export { default as DragOutlined } from '@ant-design/icons/DragOutlined';
export { default as InfoCircleOutlined } from '@ant-design/icons/InfoCircleOutlined';
export { default as MailOutlined } from '@ant-design/icons/MailOutlined';
export { default as MenuOutlined } from '@ant-design/icons/MenuOutlined';
export { default as PrinterOutlined } from '@ant-design/icons/PrinterOutlined';
export { default as RadarChartOutlined } from '@ant-design/icons/RadarChartOutlined';
export { default as SafetyCertificateOutlined } from '@ant-design/icons/SafetyCertificateOutlined';
export { default as SearchOutlined } from '@ant-design/icons/SearchOutlined';
export { default as SoundOutlined } from '@ant-design/icons/SoundOutlined';
export { default as StarFilled } from '@ant-design/icons/StarFilled';
export { default as StarOutlined } from '@ant-design/icons/StarOutlined';
export { default as UsbOutlined } from '@ant-design/icons/UsbOutlined';
export { default as WarningOutlined } from '@ant-design/icons/WarningOutlined';
export { default as WifiOutlined } from '@ant-design/icons/WifiOutlined';
