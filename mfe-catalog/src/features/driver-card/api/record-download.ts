import { apiRequest, fetcher } from '@driveratlas/platform';
import type { DownloadResponse, InstallationGuide } from '../../../api/types';

/** GET /api/drivers/{id}/installation-guide: the guide and the official page, counting nothing. */
export const fetchInstallationGuide = (driverId: number) => fetcher<InstallationGuide>(`/api/drivers/${driverId}/installation-guide`);

/** POST /api/drivers/{id}/download: records a download and answers the installation guide and the official page. */
export function recordDownload(driverId: number): Promise<DownloadResponse> {
  return apiRequest<DownloadResponse>('POST', `/api/drivers/${driverId}/download`);
}

/** The SWR keys whose answers carry download counts: the driver lists, the featured list, single drivers and search. */
export const showsDownloadCounts = (key: unknown): boolean => typeof key === 'string' && (key.startsWith('/api/drivers') || key.startsWith('/api/search'));
