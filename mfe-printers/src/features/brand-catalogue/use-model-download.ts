import { useNotify } from '@driveratlas/platform';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { PrinterModel } from '../../api/types';
import { recordModelDownload } from './api/record-model-download';

/**
 * Download Driver on a brand or model page: records the download, then opens the model's page on the
 * manufacturer's own site in a new tab (the site hosts no files). Unlike the original, a failure says so.
 */
export function useModelDownload() {
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<number | null>(null);

  /** Answers whether the download was recorded and the official page opened. */
  async function download(model: PrinterModel): Promise<boolean> {
    if (pending !== null) return false;
    setPending(model.id);
    try {
      const response = await recordModelDownload(model);
      window.open(response.officialUrl ?? model.officialUrl, '_blank', 'noopener,noreferrer');
      notify({ title: 'Download Started', description: `${model.fullName} driver page opened on the ${model.brand} website` });
      void mutate((key) => typeof key === 'string' && key.startsWith('/api/printer-models'));
      return true;
    } catch {
      notify({ title: 'Download failed', description: `The ${model.fullName} driver could not be opened. Please try again.`, variant: 'destructive' });
      return false;
    } finally {
      setPending(null);
    }
  }

  return { pending, download };
}
