// My PC: the steps to list a PC's devices, the form that checks the list, and the report of every device's driver.
import './components/my-pc.css'; // the classes of the page that composes this feature
export { deviceListRefusal, postDeviceList, type DeviceReport as DeviceReportAnswer } from './api/device-report';
export { usePostedReport } from './api/posted-report';
export { default as DeviceListSteps } from './components/DeviceListSteps';
export { default as DeviceListForm } from './components/DeviceListForm';
export { default as DeviceReport } from './components/DeviceReport';
export { decodeSharedDevices, powerShellList, sharedFragment } from './share-link';
export { thisPcSystem } from './report-system';
