import useSWR from 'swr';
import { useReload } from '../../api/refresh';
import type { Manufacturer, ManufacturerInput } from '../../api/types';
import { useSession } from '../session';

/** GET /api/manufacturers: the manufacturers a driver may name, with the domains its links must land on. */
export const useManufacturers = () => useSWR<Manufacturer[]>('/api/manufacturers');

export function useManufacturerWrites() {
  const { request } = useSession();
  const reload = useReload();
  const after = () => reload({ shown: ['/api/manufacturers'] });
  return {
    create: (input: ManufacturerInput) => request<Manufacturer>('POST', '/api/manufacturers', input).finally(after),
    update: (id: number, input: Omit<ManufacturerInput, 'name' | 'slug'>) => request<Manufacturer>('PATCH', `/api/manufacturers/${id}`, input).finally(after),
  };
}
