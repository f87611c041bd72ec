import { runsOnWindows, WINDOWS_VERSIONS, type WindowsVersion } from '@driveratlas/driver-domain';
import type { Driver } from '../../api/types';

/** The four cards of the graphics page's operating-system filter (spec 000, section 2). */
export const GRAPHICS_OS = WINDOWS_VERSIONS;

export type GraphicsOs = WindowsVersion;

/** Spec 000, section 5: the filter keeps drivers whose operatingSystem text names the chosen version ("Windows 11/10" names two). */
export const runsOn = (driver: Driver, os: GraphicsOs): boolean => runsOnWindows(driver.operatingSystem, os);
