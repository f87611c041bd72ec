import type { Driver } from '../../api/types';

/** The four cards of the graphics page's operating-system filter (spec 000, section 2). */
export const GRAPHICS_OS = ['Windows 11', 'Windows 10', 'Windows 8.1', 'Windows 7'] as const;

export type GraphicsOs = (typeof GRAPHICS_OS)[number];

/** Spec 000, section 5: the filter keeps drivers whose operatingSystem text includes the chosen name. */
export const runsOn = (driver: Driver, os: GraphicsOs): boolean => driver.operatingSystem.includes(os);
