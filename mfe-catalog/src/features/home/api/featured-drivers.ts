import useSWR from 'swr';
import type { Driver } from '../../../api/types';

/** GET /api/drivers/featured: the verified drivers of the latest version, most downloaded first. */
export function useFeaturedDrivers() {
  return useSWR<Driver[]>('/api/drivers/featured');
}
