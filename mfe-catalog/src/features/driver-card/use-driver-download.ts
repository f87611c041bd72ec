import { useNotify, withDownloadCount } from '@driveratlas/platform';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { DownloadResponse, Driver } from '../../api/types';
import { fetchInstallationGuide, recordDownload, showsDownloadCounts } from './api/record-download';
import { downloadFilePath, officialPageUrl, officialSourceHost } from './driver-format';

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

  /**
   * Records the download and stores the guide; answers whether it succeeded. `countedByLink`: the tab opened the
   * service's counting redirect, so the guide is only fetched and the download not counted twice.
   */
  async function retrieve(action: DownloadAction, countedByLink = false): Promise<boolean> {
    setPending(action);
    try {
      if (countedByLink) {
        const { installationGuide, disclaimer, officialUrl } = await fetchInstallationGuide(driver.id);
        setGuide({ installationGuide, disclaimer, officialUrl, downloadCount: driver.downloadCount + 1, driverId: driver.id });
        return true;
      }
      const answer = await recordDownload(driver.id);
      setGuide(answer);
      if (action === 'guide') notify({ title: 'Driver Information Retrieved', description: `Installation guide available for ${driver.name}` });
      void mutate(showsDownloadCounts, (shown: unknown) => withDownloadCount(shown, driver.id, answer.downloadCount), { revalidate: false });
      return true;
    } catch {
      notifyRetrievalFailed();
      return false;
    } finally {
      setPending(null);
    }
  }

  /**
   * Get Driver and Download Driver: the site hosts no files, so the manufacturer's own page opens in a new tab,
   * in the click itself (a tab opened after waiting for the service is a blocked pop-up to Safari); then the
   * download is recorded and its installation guide stored.
   */
  function getDriver(): Promise<boolean> {
    if (pending) return Promise.resolve(false);
    const page = officialPageUrl(driver);
    window.open(page, '_blank', 'noopener,noreferrer');
    notify({ title: `Opening the official ${driver.manufacturer} page`, description: `Download ${driver.name} there, on ${officialSourceHost(driver)}.` });
    return retrieve('download', page === downloadFilePath(driver.id));
  }

  const getGuide = () => (pending ? Promise.resolve(false) : retrieve('guide'));

  return { pending, guide, getDriver, getGuide, clearGuide: () => setGuide(null), notifyRetrievalFailed };
}
