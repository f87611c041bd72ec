import { useNotify } from '@driveratlas/platform';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { DownloadResponse, Driver } from '../../api/types';
import { recordDownload, showsDownloadCounts } from './api/record-download';

/** "download" opens the official page; "guide" only retrieves the installation guide. Both record a download. */
export type DownloadAction = 'download' | 'guide';

/** Spec 000 section 4, "Driver download": idle, pending, then success (guide stored) or failure. */
export function useDriverDownload(driver: Driver) {
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<DownloadAction | null>(null);
  const [guide, setGuide] = useState<DownloadResponse | null>(null);

  const notifyRetrievalFailed = () =>
    notify({ title: 'Information retrieval failed', description: 'Please try again or contact support.', variant: 'destructive' });

  /** Records the download and stores the guide; answers whether it succeeded. */
  async function retrieve(action: DownloadAction): Promise<boolean> {
    if (pending) return false;
    setPending(action);
    try {
      const response = await recordDownload(driver.id);
      // The site hosts no files: the download happens on the manufacturer's own page.
      if (action === 'download' && response.officialUrl) window.open(response.officialUrl, '_blank', 'noopener,noreferrer');
      setGuide(response);
      notify(
        action === 'download'
          ? { title: 'Download Started', description: `${driver.name} download initiated` }
          : { title: 'Driver Information Retrieved', description: `Installation guide available for ${driver.name}` },
      );
      void mutate(showsDownloadCounts);
      return true;
    } catch {
      notifyRetrievalFailed();
      return false;
    } finally {
      setPending(null);
    }
  }

  return { pending, guide, retrieve, clearGuide: () => setGuide(null), notifyRetrievalFailed };
}
