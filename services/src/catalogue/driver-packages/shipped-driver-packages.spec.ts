import { readFileSync } from 'node:fs';
import { shippedInf, shippedPackages } from './shipped-driver-packages';

const CATALOGUE_DRIVERS = new Set(
  (JSON.parse(readFileSync(`${__dirname}/../../migrations/data/1795313700000-SeedCatalogue.json`, 'utf8')) as { drivers: Array<{ name: string }> }).drivers.map(
    (driver) => driver.name,
  ),
);
const { packages } = shippedPackages();
const infsOf = (pkg: (typeof packages)[number]) => pkg.versions.flatMap((version) => version.infs.map((inf) => ({ version: version.version, inf })));

describe('the shipped driver packages (services/data/driver-packages)', () => {
  it('are the packages of drivers of the catalogue, each once', () => {
    expect(packages.length).toBeGreaterThan(0);
    expect(packages.filter((pkg) => !CATALOGUE_DRIVERS.has(pkg.driver)).map((pkg) => pkg.driver)).toEqual([]);
    expect(new Set(packages.map((pkg) => pkg.driver)).size).toBe(packages.length);
  });

  it.each(packages.filter((pkg) => pkg.versions.length).map((pkg) => [pkg.driver, pkg] as const))(
    '%s: every INF named, dated, sourced, its sections decorations Windows reads, its IDs of a shape Windows compares',
    (_name, pkg) => {
      // An enumerator and its ID (PCI\…, USBPRINT\…), a legacy *PNP ID, or a printer's IEEE 1284 ID alone (BROTHERHL-L2310D_SER7315).
      const shape = /^(?:[A-Z0-9_]+\\\S+|\*[A-Z][A-Z0-9]{2,3}[0-9A-F]{4}|[^\s\\]+)$/;
      for (const { inf } of infsOf(pkg)) {
        expect(inf.file).toMatch(/\.inf$/i);
        expect(inf.driverVer).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}(,\s*\d+(\.\d+){0,3})?$/);
        expect(inf.sources.length).toBeGreaterThan(0);
        const read = shippedInf(inf);
        for (const section of read.models) for (const id of section.hardwareIds) expect(id).toMatch(shape);
      }
    },
  );

  it('give each version one release: the versions of a package are newest first', () => {
    for (const pkg of packages) {
      const releases = pkg.versions.map((version) =>
        version.infs
          .map((inf) => shippedInf(inf).driverDate)
          .sort()
          .at(-1)!,
      );
      expect(releases).toEqual([...releases].sort().reverse());
    }
  });
});
