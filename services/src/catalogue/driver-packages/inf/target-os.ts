/** The processor architectures a driver is built for, as the catalogue names them. */
export const ARCHITECTURES = ['x86', 'x64', 'arm64'] as const;
export type Architecture = (typeof ARCHITECTURES)[number];

/** The architectures a declaration is for, one bit each, so that a lookup tests them in its index. */
export const ARCHITECTURE_BITS: Record<Architecture, number> = { x86: 1, x64: 2, arm64: 4 };

/** What a models section's decoration targets: its architectures, and the first Windows build it installs on (0: any). */
export interface TargetOs {
  architectures: Architecture[];
  minBuild: number;
}

/** The build each Windows version a decoration may name started at. */
const FIRST_BUILDS: Record<string, number> = { '5.0': 2195, '5.1': 2600, '5.2': 3790, '6.0': 6000, '6.1': 7600, '6.2': 9200, '6.3': 9600, '10.0': 10240 };

/** The architecture part of `NT[architecture]`: plain `NT` is x86, as on Windows before 64-bit; Itanium and 32-bit Arm are none of the catalogue's. */
const ARCHITECTURE_OF: Record<string, Architecture[]> = { '': ['x86'], x86: ['x86'], amd64: ['x64'], arm64: ['arm64'], ia64: [], arm: [] };

/**
 * What a decoration of `[Manufacturer]` targets (docs: "INF Manufacturer Section", TargetOSVersion):
 * `NT[Architecture][.[OSMajorVersion][.[OSMinorVersion][.[ProductType][.[SuiteMask][.[BuildNumber]]]]]]`, e.g.
 * `NTamd64.10.0...16299`: x64, Windows 10 from build 16299. No decoration at all is x86 of any version. Null when it is
 * not a decoration Windows reads.
 */
export function targetOs(decoration: string | undefined): TargetOs | null {
  if (!decoration) return { architectures: ['x86'], minBuild: 0 };
  const [platform, major, minor, , , build] = decoration.split('.');
  const architecture = /^nt(x86|amd64|arm64|ia64|arm)?$/i.exec(platform);
  if (!architecture) return null;
  const architectures = ARCHITECTURE_OF[(architecture[1] ?? '').toLowerCase()];
  if (build && /^\d+$/.test(build)) return { architectures, minBuild: Number(build) };
  if (!major) return { architectures, minBuild: 0 };
  if (!/^\d+$/.test(major) || (minor && !/^\d+$/.test(minor))) return null;
  return { architectures, minBuild: FIRST_BUILDS[`${major}.${minor || '0'}`] ?? 0 };
}
