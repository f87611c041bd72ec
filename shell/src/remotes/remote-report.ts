import { REMOTE_REPORTS_PATH, type RemoteListEntry, type RemoteReport, type RemoteReportKind } from '@driveratlas/site-contracts';

/** What this page load has told already: each release once per kind (a Retry that fails again is the same failure). */
const reportsSent = new Set<string>();

/**
 * The kind of a report: loaded without a failure; a region's remote that could not be loaded (the load-error plugin's
 * RemoteLoadError, told by its name so that this code stays out of the page's first load), or that threw as it rendered.
 */
export const reportKind = (failure?: Error): RemoteReportKind => (!failure ? 'loaded' : failure.name === 'RemoteLoadError' ? 'load-failed' : 'render-failed');

/**
 * Tells the service how a remote's release did on this page (`POST /api/remote-reports`): only which release of which
 * remote did what, no personal data. Fire-and-forget: it outlives the page (`keepalive`), never holds it up, and a
 * report that fails is dropped.
 */
export function sendRemoteReport({ name, release }: RemoteListEntry, failure?: Error): void {
  const report: RemoteReport = { remote: name, release: release!, kind: reportKind(failure) };
  const key = JSON.stringify(report);
  if (!release || reportsSent.has(key)) return;
  reportsSent.add(key);
  try {
    fetch(REMOTE_REPORTS_PATH, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: key }).catch(() => undefined);
  } catch {
    // no fetch, or the browser refused the request: the page goes on without the report
  }
}
