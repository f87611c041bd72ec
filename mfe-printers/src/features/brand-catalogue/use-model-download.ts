import { isPlainClick, useNotify, withDownloadCount } from '@driveratlas/platform';
import { useState, type MouseEvent } from 'react';
import { useSWRConfig } from 'swr';
import type { PrinterModel } from '../../api/types';
import { recordModelDownload } from './api/record-model-download';

const hostOf = (url: string) => new URL(url).hostname;

/**
 * Download Driver on a brand or model page: the site hosts no files. The button is a link to the service's counting
 * redirect to the model's page on the manufacturer's site, in a new tab, which works before and without the scripts.
 * With them, a plain click opens the official page itself in a new tab, in the click (a tab opened after waiting for
 * the service is a blocked pop-up to Safari), says so, and records the download with the model number and name
 * (spec 001's call), whose count the lists then show.
 */
export function useModelDownload() {
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<number | null>(null);

  /** Opens the official page and records the download: answers whether it was recorded. */
  async function download(model: PrinterModel): Promise<boolean> {
    window.open(model.officialUrl, '_blank', 'noopener,noreferrer');
    notify({ title: `Opening the official ${model.brand} page`, description: `Download the ${model.fullName} driver there, on ${hostOf(model.officialUrl)}.` });
    setPending(model.id);
    try {
      const { downloadCount } = await recordModelDownload(model);
      void mutate(
        (key) => typeof key === 'string' && key.startsWith('/api/printer-models'),
        (shown: unknown) => withDownloadCount(shown, model.id, downloadCount),
        { revalidate: false },
      );
      return true;
    } catch (error) {
      // The visitor has the official page; only the count is missing.
      console.warn(`The download of ${model.fullName} could not be recorded`, error);
      return false;
    } finally {
      setPending((current) => (current === model.id ? null : current));
    }
  }

  return { pending, download };
}

/**
 * Download Driver's click, once the scripts run: a plain click opens the official page and records the download
 * (`download`) instead of following the link; a click that opens a new tab or window is left to the browser, whose
 * tab the counting redirect counts.
 */
export function downloadClick(download: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    download();
  };
}
