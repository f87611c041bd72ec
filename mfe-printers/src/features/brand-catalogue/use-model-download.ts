import { useNotify, withDownloadCount } from '@driveratlas/platform';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { PrinterModel } from '../../api/types';
import { recordModelDownload } from './api/record-model-download';

const hostOf = (url: string) => new URL(url).hostname;

/**
 * Download Driver on a brand or model page: the site hosts no files, so the model's page on the manufacturer's
 * own site opens in a new tab in the click itself (a tab opened after waiting for the service is a blocked
 * pop-up to Safari), and the download is recorded.
 */
export function useModelDownload() {
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<number | null>(null);

  /** Answers whether the download was recorded. */
  async function download(model: PrinterModel): Promise<boolean> {
    if (pending !== null) return false;
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
      setPending(null);
    }
  }

  return { pending, download };
}
