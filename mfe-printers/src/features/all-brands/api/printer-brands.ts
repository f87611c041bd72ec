import useSWR from 'swr';
import type { PrinterBrand } from '../../../api/types';

/** GET /api/printer-brands: every printer brand with its live count and its own page's route, if any (spec 000 section 7). */
export function usePrinterBrands() {
  return useSWR<PrinterBrand[]>('/api/printer-brands');
}
