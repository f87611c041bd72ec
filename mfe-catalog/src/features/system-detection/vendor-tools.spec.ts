import { findManufacturer, isOfficialUrl } from '@driveratlas/driver-domain';
import { GRAPHICS_VENDOR_TOOLS } from './vendor-tools';

describe('the graphics vendor tools', () => {
  it.each(GRAPHICS_VENDOR_TOOLS.map((t) => [t.tool, t]))("%s is on its maker's official domain", (_tool, { manufacturer, url }) => {
    expect(isOfficialUrl(url, findManufacturer(manufacturer)!)).toBe(true);
  });
});
