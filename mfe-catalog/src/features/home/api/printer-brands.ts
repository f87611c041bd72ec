import type { components } from '@driveratlas/api-client';
import useSWR from 'swr';

export type PrinterBrand = components['schemas']['PrinterBrandDto'];

/** GET /api/printer-brands: the printer brands with their own page's route, when they have one. */
export function usePrinterBrands() {
  return useSWR<PrinterBrand[]>('/api/printer-brands');
}
