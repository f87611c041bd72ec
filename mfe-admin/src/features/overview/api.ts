import useSWR from 'swr';
import type { DownloadStats, Overview } from '../../api/types';

/** GET /api/admin/overview: the counters and the 5 most downloaded drivers, counted by the service. */
export const useOverview = () => useSWR<Overview>('/api/admin/overview');

/** GET /api/download-stats: downloads per category and per day for the last 30 days. */
export const useDownloadStats = () => useSWR<DownloadStats>('/api/download-stats');
