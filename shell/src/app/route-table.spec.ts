import { remoteForPath, routeTable } from './route-table';

const remote = (name: string, paths: string[]) => ({ name, entry: `/remotes/${name}/mf-manifest.json`, title: `the ${name} pages`, paths });

describe('the route table built from the paths the remotes publish', () => {
  const table = routeTable([
    remote('catalog', ['/', '/category/:category', '/graphics-cards', '/search']),
    remote('printers', ['/printers/*', '/hp-printers']),
    remote('admin', ['/admin/*']),
  ]);

  it.each([
    ['/', 'catalog'],
    ['/category/Audio Devices', 'catalog'],
    ['/graphics-cards', 'catalog'],
    ['/printers', 'printers'],
    ['/printers/hp/101', 'printers'],
    ['/hp-printers', 'printers'],
    ['/admin', 'admin'],
  ])('sends %s to the %s remote', (path, owner) => {
    expect(remoteForPath(table, path)).toBe(owner);
  });

  it('leaves a path no remote serves to the shell', () => {
    expect(remoteForPath(table, '/nowhere')).toBeUndefined();
    expect(remoteForPath(table, '/search/deeper')).toBeUndefined();
  });

  it('prefers the more specific of two remotes that both match', () => {
    const overlapping = routeTable([remote('catalog', ['/category/:category']), remote('printers', ['/category/Printers', '/printers/*'])]);
    expect(remoteForPath(overlapping, '/category/Printers')).toBe('printers');
    expect(remoteForPath(overlapping, '/category/Cameras')).toBe('catalog');
  });

  it('serves a page a redeployed remote adds, with no change to the shell', () => {
    const before = routeTable([remote('legal', ['/privacy-policy'])]);
    const after = routeTable([remote('legal', ['/privacy-policy', '/accessibility'])]);
    expect([remoteForPath(before, '/accessibility'), remoteForPath(after, '/accessibility')]).toEqual([undefined, 'legal']);
  });
});
