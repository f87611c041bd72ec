import useSWR from 'swr';
import type { Driver } from '../../../api/types';

/** GET /api/drivers?category=Printers: the printer driver records the page filters and sorts (spec 000 section 7). */
export function usePrinterDrivers() {
  return useSWR<Driver[]>('/api/drivers?category=Printers');
}
