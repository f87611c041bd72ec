import { findManufacturer, isOfficialUrl } from '@driveratlas/driver-domain';
import drivers from './data/drivers.json';

describe("the seed catalogue's official pages", () => {
  it.each(drivers.map((d) => [d.name, d]))("%s links to its manufacturer's own site over https", (_name, driver) => {
    const manufacturer = findManufacturer(driver.manufacturer);
    expect(manufacturer).toBeDefined();
    expect(isOfficialUrl(driver.officialUrl, manufacturer!)).toBe(true);
    expect(driver.downloadUrl).toBe(driver.officialUrl);
  });

  it('gives each driver a page of its own, unless its manufacturer has no page per driver', () => {
    const byPage = new Map<string, string[]>();
    for (const d of drivers) byPage.set(d.officialUrl, [...(byPage.get(d.officialUrl) ?? []), d.manufacturer]);
    const shared = [...byPage].filter(([, makers]) => makers.length > 1);
    for (const [page, makers] of shared) {
      expect({ page, sharedBy: makers.filter((m) => !findManufacturer(m)?.sharedDriverPages) }).toEqual({ page, sharedBy: [] });
    }
  });

  it("never sends a driver to its manufacturer's general driver search", () => {
    const general = drivers.filter(
      (d) => d.officialUrl === findManufacturer(d.manufacturer)!.supportUrl && !findManufacturer(d.manufacturer)!.sharedDriverPages,
    );
    // Razer's general page is Synapse 4's own download page.
    expect(general.map((d) => d.name)).toEqual(['Razer Synapse 4']);
  });
});
