import useSWR from 'swr';
import type { Driver } from '../../../api/types';

/**
 * GET /api/drivers/featured: the verified drivers of the latest version, most downloaded first; only the first
 * `limit` when given. Asks nothing while `enabled` is false.
 */
export function useFeaturedDrivers(limit?: number, enabled = true) {
  return useSWR<Driver[]>(enabled ? `/api/drivers/featured${limit ? `?limit=${limit}` : ''}` : null);
}
