import useSWR from 'swr';
import type { PrinterModel } from '../../../api/types';

/** GET /api/printer-models?brand={brand}: the brand's built-in model catalogue (spec 001 section 3). */
export function useBrandModels(brand: string) {
  return useSWR<PrinterModel[]>(`/api/printer-models?brand=${encodeURIComponent(brand)}`);
}
