import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { DEVICE_REPORTS_PATH, type DeviceReport } from './device-report';

/** The page address the gateway renders its answer to the form sent without scripts at. */
const POSTED_REPORT_QUERY = { report: 'posted' };

/**
 * The report the server rendered this page with, answering the form sent without scripts. The gateway takes
 * POST /my-pc (multipart: the pasted `list`, the chosen `file`), posts the list to the API, and renders the page at
 * `/my-pc?report=posted` (with `&list=` the text typed, to give back with a refusal), handing it the API's answer or
 * refusal under the SWR key DEVICE_REPORTS_PATH, as it hands any page its data. Nothing is asked otherwise.
 */
export function usePostedReport(): { report?: DeviceReport; error?: unknown; text: string } {
  const params = new URLSearchParams(useLocation().search);
  const posted = params.get('report') === POSTED_REPORT_QUERY.report;
  const { data, error } = useSWR<DeviceReport>(posted ? DEVICE_REPORTS_PATH : null, null);
  return { report: data, error: error as unknown, text: posted ? (params.get('list') ?? '') : '' };
}
