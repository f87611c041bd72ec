/** The My PC page, where a visitor has a whole PC's drivers checked from the device list Windows prints. */
export const MY_PC_PATH = '/my-pc';

/** The API that answers a device list (POST), and the key the page reads its answer under. */
export const DEVICE_REPORTS_PATH = '/api/device-reports';

/** The largest device list read: 2 MB (a PC's list is about 100–300 KB). */
export const MAX_DEVICE_LIST_BYTES = 2 * 1024 * 1024;

/** What is said of a list over MAX_DEVICE_LIST_BYTES, wherever it is refused. */
export const DEVICE_LIST_TOO_LARGE = 'The list is larger than 2 MB: send the list of one PC.';

/** The commands that print a PC's device list, as the My PC page shows them and the service's refusals name them. */
export const POWERSHELL_DEVICE_LIST_COMMAND =
  'Get-CimInstance Win32_PnPSignedDriver | Select-Object DeviceName, HardWareID, CompatID, DriverVersion, DriverDate, DriverProviderName, Manufacturer, DeviceClass, InfName, IsSigned | ConvertTo-Json';
export const PNPUTIL_DEVICE_LIST_COMMAND = 'pnputil /enum-devices /connected /drivers /deviceids';

/** How a device of the report stands, the most urgent first: the order of the report's summary and groups. */
export const VERDICTS = [
  'no-driver',
  'update-available',
  'cannot-compare',
  'not-in-catalogue',
  'newer-than-catalogue',
  'windows-driver',
  'up-to-date',
] as const;
export type Verdict = (typeof VERDICTS)[number];
