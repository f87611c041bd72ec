// Hardware-ID lookup: the page's form, its answer and the Device Manager help.
import './components/hardware-id.css'; // the classes of the page that composes this feature
export { useHardwareIdLookup, type HardwareIdAnswer } from './api/hardware-id';
export { default as HardwareIdForm } from './components/HardwareIdForm';
export { default as HardwareIdResult } from './components/HardwareIdResult';
export { default as DeviceManagerHelp } from './components/DeviceManagerHelp';
export { ADDRESS_DEFAULTS, EXAMPLE_ID, refusalMessage } from './hardware-id-query';
