import useSWR from 'swr';
import { useReload } from '../../api/refresh';
import type { PrinterModel, PrinterModelInput } from '../../api/types';
import { useSession } from '../session';

/** GET /api/printer-models?brand=: the brand's catalogue, as its page reads it. */
export const useBrandModels = (brand: string) => useSWR<PrinterModel[]>(`/api/printer-models?brand=${encodeURIComponent(brand)}`);

export function usePrinterModelWrites() {
  const { request } = useSession();
  const reload = useReload();
  const after = () => reload({ dropped: ['/api/printer-models', '/api/printer-brands'] });
  return {
    create: (input: PrinterModelInput) => request<PrinterModel>('POST', '/api/printer-models', input).finally(after),
    update: (id: number, input: PrinterModelInput) => request<PrinterModel>('PUT', `/api/printer-models/${id}`, input).finally(after),
    remove: (id: number) => request('DELETE', `/api/printer-models/${id}`).finally(after),
  };
}
