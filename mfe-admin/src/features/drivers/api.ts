import useSWR from 'swr';
import type { CatalogImport, Driver, DriverInput, DriverPage, InfImport } from '../../api/types';
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

/** The multipart field the service reads an import's files from. */
const FILES_FIELD = 'files';

/** The files as the multipart form an import sends. */
const formOf = (files: readonly File[]) => {
  const form = new FormData();
  for (const file of files) form.append(FILES_FIELD, file, file.name);
  return form;
};

/**
 * A driver's INF files: preview what they change in the devices it declares (nothing is changed), or import them for
 * its current version; an import changes its page's devices, so the public reads of drivers are read afresh.
 */
export function useInfImport(driverId: number) {
  const { request } = useSession();
  const reload = useReload();
  const upload = (path: string, files: readonly File[]) => request<InfImport>('POST', `/api/admin/drivers/${driverId}/${path}`, formOf(files));
  return {
    preview: (files: readonly File[]) => upload('inf/preview', files),
    async apply(files: readonly File[]) {
      const done = await upload('inf', files);
      await reload({ shown: ['/api/admin/drivers'], dropped: ['/api/drivers'] });
      return done;
    },
  };
}

/** The makers' catalogs the service reads, by the word its address takes. */
export type CatalogFormat = 'dell' | 'lenovo' | 'hp';

/**
 * A maker's catalog: preview what it would do to the catalogue (nothing is changed), or import it; an import makes and
 * changes drivers, so the lists and the public reads of drivers are read afresh.
 */
export function useCatalogImport() {
  const { request } = useSession();
  const reload = useReload();
  return {
    preview: (format: CatalogFormat, files: readonly File[]) => request<CatalogImport>('POST', `/api/admin/catalog-imports/${format}/preview`, formOf(files)),
    async apply(format: CatalogFormat, files: readonly File[]) {
      const done = await request<CatalogImport>('POST', `/api/admin/catalog-imports/${format}`, formOf(files));
      await reload({ shown: ['/api/admin/drivers', '/api/admin/overview', '/api/categories'], dropped: ['/api/drivers', '/api/search'] });
      return done;
    },
  };
}

/**
 * The versions of a driver its maker withdrew: marked with the maker's reason and notice, or the mark taken back; the
 * driver's history is read afresh, and the public reads of drivers (its page, My PC) dropped.
 */
export function useWithdrawnVersions(driverId: number) {
  const { request } = useSession();
  const reload = useReload();
  const after = () => reload({ shown: [`/api/drivers/${driverId}/versions`], dropped: ['/api/drivers'] });
  return {
    async withdraw(input: { version: string; reason: string; link: string | null }) {
      await request('POST', `/api/admin/drivers/${driverId}/withdrawn-versions`, input);
      await after();
    },
    async restore(version: string) {
      await request('DELETE', `/api/admin/drivers/${driverId}/withdrawn-versions/${encodeURIComponent(version)}`);
      await after();
    },
  };
}
