import { HttpError } from '@driveratlas/platform';
import { refusalMessage } from '../../hardware-id';

import type { components, operations } from '@driveratlas/api-client';
import { DEVICE_REPORTS_PATH, type Verdict } from '@driveratlas/driver-domain';

export { DEVICE_REPORTS_PATH, MAX_DEVICE_LIST_BYTES, VERDICTS, type Verdict } from '@driveratlas/driver-domain';

/** The answer of POST /api/device-reports (the service's OpenAPI document), its verdicts typed by their list. */
export type ReportedDevice = Omit<components['schemas']['ReportedDeviceDto'], 'verdict'> & { verdict: Verdict };
export type DeviceMatch = components['schemas']['DeviceMatchDto'];
/** The PC's Windows and processor, when known: the service then offers only packages that install on them. */
export type DeviceReportSystem = NonNullable<operations['DeviceReports_report']['parameters']['query']>;
export type DeviceReport = Omit<components['schemas']['DeviceReportDto'], 'devices' | 'counts'> & {
  devices: ReportedDevice[];
  counts: Record<Verdict, number>;
};

/**
 * POST /api/device-reports: pasted text as UTF-8 text, a chosen or dropped file as its raw bytes (the service decodes
 * UTF-16 too), with the PC's Windows and processor when known. Throws HttpError for a refusal. Nothing is stored, so
 * there is no Idempotency-Key to keep.
 */
export async function postDeviceList(list: string | Blob, system: DeviceReportSystem = {}): Promise<DeviceReport> {
  const query = new URLSearchParams(Object.entries(system).filter(([, value]) => value !== undefined)).toString();
  const response = await fetch(query ? `${DEVICE_REPORTS_PATH}?${query}` : DEVICE_REPORTS_PATH, {
    method: 'POST',
    headers: { 'Content-Type': typeof list === 'string' ? 'text/plain; charset=utf-8' : 'application/octet-stream', Accept: 'application/json' },
    body: list,
  });
  const text = await response.text();
  if (!response.ok) throw new HttpError(response.status, text, response.statusText);
  return JSON.parse(text) as DeviceReport;
}

/** What to tell the visitor beside the box when the list was refused: the service's reason, the size limit, or a general failure. */
export function deviceListRefusal(error: unknown): string {
  if ((error as { status?: number })?.status === 413)
    return 'The list is larger than 2 MB. Save it again with the command above, which lists only what the check needs.';
  return refusalMessage(error);
}
