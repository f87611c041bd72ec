import type { Architecture } from '../driver-packages/inf/target-os';
import type { MakerPackage } from './maker-package';

/** The first Windows build of each version a package names: a Windows 10 package installs from build 10240. */
const FIRST_BUILDS: Record<string, number> = { 'Windows 11': 22000, 'Windows 10': 10240, 'Windows 8.1': 0, 'Windows 7': 0 };

/**
 * The devices a package lists, as a declaration of its driver's version, named by its file (a Lenovo descriptor, an HP
 * CVA) or, in Dell's catalog of thousands, by the catalog and the package's ID.
 */
export function declarationOf(file: string, pkg: MakerPackage) {
  const architectures = [...new Set(pkg.targets.flatMap((target) => target.architectures))];
  return {
    file: pkg.maker === 'Dell' ? `${file}: ${pkg.id}` : file,
    driverDate: pkg.releaseDate,
    driverVersion: pkg.version,
    class: null,
    provider: pkg.maker,
    sources: [pkg.officialPage ?? pkg.downloadUrl],
    models: [
      {
        section: `${pkg.maker} package ${pkg.id}`,
        // A maker that does not say installs it on 32- and 64-bit Windows alike.
        architectures: (architectures.length ? architectures : ['x86', 'x64']) as Architecture[],
        minBuild: Math.min(...pkg.targets.map((target) => FIRST_BUILDS[target.windows])),
        hardwareIds: pkg.hardwareIds,
      },
    ],
  };
}
