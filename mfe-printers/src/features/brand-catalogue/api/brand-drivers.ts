import useSWR from 'swr';
import type { Driver } from '../../../api/types';

/** GET /api/drivers?manufacturer={brand}: the brand's drivers on the server, shown as additional drivers (spec 001 section 7). */
export function useBrandDrivers(brand: string) {
  return useSWR<Driver[]>(`/api/drivers?manufacturer=${encodeURIComponent(brand)}`);
}
