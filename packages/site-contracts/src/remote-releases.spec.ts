import { checkExposes, checkRoutes, inCanary, RELEASE_ID, releaseId, type ReleaseFacts } from './remote-releases';

const release = (remote: string, id: string, facts: Partial<ReleaseFacts> = {}): ReleaseFacts => ({
  remote,
  id,
  routes: { title: `the ${remote} pages`, paths: [`/${remote}`] },
  exposes: ['routes'],
  uses: {},
  ...facts,
});

describe('a release id', () => {
  it('is the version and the 12 hex digits of the content hash', () => {
    expect(releaseId('1.4.0', '3fa9c2d1e0b4')).toBe('1.4.0-3fa9c2d1e0b4');
    expect(RELEASE_ID.exec('1.4.0-rc.1-3fa9c2d1e0b4')?.slice(1)).toEqual(['1.4.0-rc.1', '3fa9c2d1e0b4']);
    expect(RELEASE_ID.test('1.4.0')).toBe(false);
    expect(RELEASE_ID.test('../1.4.0-3fa9c2d1e0b4')).toBe(false);
  });
});

describe('the routes check', () => {
  const catalog = release('catalog', '1.0.0-aaaaaaaaaaaa', { routes: { title: 'the catalog', paths: ['/', '/search'] } });

  it('passes paths no other remote serves, and a remote its own earlier paths', () => {
    const next = release('catalog', '1.1.0-bbbbbbbbbbbb', { routes: { title: 'the catalog', paths: ['/', '/search', '/my-pc'] } });
    expect(checkRoutes(next, [catalog]).passed).toBe(true);
  });

  it("refuses a path another remote's live release serves, naming it", () => {
    const legal = release('legal', '2.0.0-cccccccccccc', { routes: { title: 'the legal pages', paths: ['/privacy-policy', '/search'] } });
    expect(checkRoutes(legal, [catalog])).toEqual({
      check: 'routes',
      passed: false,
      message: "It claims paths another remote serves: /search (the catalog remote's 1.0.0-aaaaaaaaaaaa).",
    });
  });

  it('refuses a routes.json that is not one, or names a path twice', () => {
    expect(checkRoutes(release('legal', '2.0.0-cccccccccccc', { routes: { title: 'x', paths: ['privacy'] } }), []).passed).toBe(false);
    expect(checkRoutes(release('legal', '2.0.0-cccccccccccc', { routes: { title: 'x', paths: ['/a', '/a'] } }), []).passed).toBe(false);
  });
});

describe('the exposes check', () => {
  const printers = release('printers', '1.0.0-dddddddddddd', { uses: { catalog: ['DriverCard'] } });

  it('refuses a release that no longer exposes what the shell or another remote shows', () => {
    const catalog = release('catalog', '2.0.0-eeeeeeeeeeee', { exposes: ['routes'] });
    const check = checkExposes(catalog, [printers], { catalog: ['routes', 'SystemDetectionDialog'] });
    expect(check.passed).toBe(false);
    expect(check.message).toBe(
      "It no longer exposes ./SystemDetectionDialog (shown by the shell), ./DriverCard (shown by the printers remote's 1.0.0-dddddddddddd).",
    );
  });

  it('refuses a release that shows a module the live release of its remote does not expose', () => {
    const catalog = release('catalog', '2.0.0-eeeeeeeeeeee', { exposes: ['routes'] });
    const check = checkExposes(release('printers', '1.1.0-ffffffffffff', { uses: { catalog: ['DriverCard'] } }), [catalog]);
    expect(check).toEqual(expect.objectContaining({ passed: false, message: expect.stringContaining("catalog's ./DriverCard (not in 2.0.0-eeeeeeeeeeee)") }));
  });

  it('passes when every module shown is exposed', () => {
    const catalog = release('catalog', '2.0.0-eeeeeeeeeeee', { exposes: ['routes', 'DriverCard', 'SystemDetectionDialog'] });
    expect(checkExposes(catalog, [printers], { catalog: ['routes', 'SystemDetectionDialog'] }).passed).toBe(true);
  });
});

describe('who gets a canary', () => {
  const groups = Array.from({ length: 2000 }, (_, i) => `visitor-${i}-${(i * 7919).toString(36)}`);

  it('gives about its share of visitors the canary, each the same answer every time', () => {
    const inIt = groups.filter((group) => inCanary(group, 'legal', 10));
    expect(inIt.length / groups.length).toBeGreaterThanOrEqual(0.07);
    expect(inIt.length / groups.length).toBeLessThanOrEqual(0.13);
    expect(groups.filter((group) => inCanary(group, 'legal', 10))).toEqual(inIt);
  });

  it("draws each remote's canary sample apart, and a larger share keeps the visitors of a smaller one", () => {
    const legal = new Set(groups.filter((group) => inCanary(group, 'legal', 10)));
    const catalog = groups.filter((group) => inCanary(group, 'catalog', 10));
    expect(catalog.filter((group) => legal.has(group)).length).toBeLessThan(catalog.length / 2);
    expect([...legal].every((group) => inCanary(group, 'legal', 30))).toBe(true);
  });
});
