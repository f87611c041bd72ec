const { mkdirSync, mkdtempSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { shownIn, undeclaredUses } = require('./remote-uses');

const ROOT = join(__dirname, '..', '..');
const APPS = ['shell', 'mfe-catalog', 'mfe-printers', 'mfe-legal', 'mfe-admin'];

describe('the remote modules an app shows', () => {
  it.each(APPS)('%s declares every remote module it shows in its uses', (app) => {
    const config = require(join(ROOT, app, 'webpack.config.js'));
    expect(undeclaredUses(config.dir, config.uses)).toEqual([]);
  });

  it('finds a module shown across lines, and leaves out a remote named at run time', () => {
    const source = `<Remote\n  remote="catalog"\n  module="DriverCard"\n  props={{ driver }}\n/>\n<RemoteRegion remote={remote} module="routes" />\n<RemoteRegion remote="legal" module="AdSlot" overlay />`;
    expect(shownIn(source)).toEqual(['catalog/DriverCard', 'legal/AdSlot']);
  });

  it('names an undeclared module and the file that shows it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'uses-'));
    mkdirSync(join(dir, 'src', 'cards'), { recursive: true });
    writeFileSync(join(dir, 'src', 'cards', 'List.tsx'), 'export const List = () => <Remote remote="catalog" module="DriverCard" props={{}} />;\n');
    writeFileSync(join(dir, 'src', 'cards', 'List.spec.tsx'), '<Remote remote="catalog" module="Other" />');
    expect(undeclaredUses(dir, { legal: ['AdSlot'] })).toEqual(['catalog/DriverCard (src/cards/List.tsx)']);
    expect(undeclaredUses(dir, { catalog: ['DriverCard'] })).toEqual([]);
  });
});
