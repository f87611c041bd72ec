import useSWR from 'swr';
import type { Driver, DriverDevices, DriverVersion, InstallationGuide } from '../../../api/types';

/** GET /api/drivers/{id}: the driver the page is about. */
export const useDriver = (id: string) => useSWR<Driver>(`/api/drivers/${encodeURIComponent(id)}`);

/** GET /api/drivers/{id}/versions: its history, newest first, the current version marked latest. */
export const useDriverVersions = (id: string) => useSWR<DriverVersion[]>(`/api/drivers/${encodeURIComponent(id)}/versions`);

/** GET /api/drivers/{id}/devices: the hardware IDs it installs on, and the INF files of its package that declare them. */
export const useDriverDevices = (id: string) => useSWR<DriverDevices>(`/api/drivers/${encodeURIComponent(id)}/devices`);

/** GET /api/drivers/{id}/installation-guide: its category's guide and its official page, without counting a download. */
export const useInstallationGuide = (id: string) => useSWR<InstallationGuide>(`/api/drivers/${encodeURIComponent(id)}/installation-guide`);

/** The service's answer for an id that names no driver: 404, or 400 for one that is not an id at all. */
export function isUnknownDriver(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400;
}
