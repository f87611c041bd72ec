import useSWR from 'swr';
import type { Driver, DriverInput, DriverPage } from '../../api/types';
import { useReload } from '../../api/refresh';
import { useSession } from '../session';

/** GET /api/admin/drivers: one page of the table, filtered and sorted by the service; the last page shows until the next arrives. */
export function useDriverPage(query: string) {
  return useSWR<DriverPage>(`/api/admin/drivers?${query}`, { keepPreviousData: true });
}

/** The driver writes, each followed by the reloads spec 000 section 7 names (and the overview's counters). */
export function useDriverWrites() {
  const { request } = useSession();
  const reload = useReload();
  const after = (lists: string[]) => reload({ shown: ['/api/admin/drivers', '/api/admin/overview', ...lists], dropped: ['/api/drivers', '/api/search'] });
  return {
    async create(input: DriverInput) {
      const driver = await request<Driver>('POST', '/api/drivers', input);
      await after(['/api/categories']);
      return driver;
    },
    async update(id: number, input: DriverInput) {
      const driver = await request<Driver>('PUT', `/api/drivers/${id}`, input);
      await after([]);
      return driver;
    },
    async remove(id: number) {
      await request('DELETE', `/api/drivers/${id}`);
      await after(['/api/categories']);
    },
  };
}
