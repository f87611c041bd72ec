import { categoryRoute, isCategoryActive } from './category-route';

describe('a category route', () => {
  it("is the category's own page when it has one", () => {
    expect(categoryRoute('Graphics Cards')).toBe('/graphics-cards');
    expect(categoryRoute('Printers')).toBe('/printers');
    expect(categoryRoute('Cameras')).toBe('/cameras');
  });

  it('is /category/{name}, escaped, for a category without a page of its own', () => {
    expect(categoryRoute('Sound & Vision')).toBe('/category/Sound%20%26%20Vision');
  });

  it('is active on the shortcut route and on /category/{name}, escaped or not', () => {
    expect(isCategoryActive('Network Adapters', '/network-adapters')).toBe(true);
    expect(isCategoryActive('Network Adapters', '/category/Network%20Adapters')).toBe(true);
    expect(isCategoryActive('Sound & Vision', '/category/Sound%20%26%20Vision')).toBe(true);
    expect(isCategoryActive('Network Adapters', '/')).toBe(false);
    expect(isCategoryActive('Audio Devices', '/network-adapters')).toBe(false);
  });

  it('is active on no category for a path with a malformed escape', () => {
    expect(isCategoryActive('Cameras', '/category/%E0%A4%A')).toBe(false);
  });
});
