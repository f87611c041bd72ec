import useSWR from 'swr';
import type { Driver } from '../../../api/types';

/** GET /api/drivers?category={name}, the list every category page reads (spec 000, section 7). */
export function useCategoryDrivers(category: string) {
  return useSWR<Driver[]>(`/api/drivers?category=${encodeURIComponent(category)}`);
}
