import type { components } from '@driveratlas/api-client';
import useSWR from 'swr';
import type { Category, Driver } from '../../../api/types';

export type PrinterBrand = components['schemas']['PrinterBrandDto'];

/** GET /api/categories: every category with its live driver count. */
export const useCategories = () => useSWR<Category[]>('/api/categories');

/** GET /api/drivers/featured: the verified drivers of the latest version, most downloaded first. */
export const useFeaturedDrivers = () => useSWR<Driver[]>('/api/drivers/featured');

/** GET /api/printer-brands: the printer brands with their own page's route, when they have one. */
export const usePrinterBrands = () => useSWR<PrinterBrand[]>('/api/printer-brands');
