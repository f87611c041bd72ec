import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PRIVATE_PATHS } from '@driveratlas/webpack-config';

const ROOT = join(__dirname, '..');

const installed = (pkg: string) => JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string };

/**
 * The versions the build's reach into these libraries was last checked against: an upgrade fails here,
 * so that someone looks at each path again (and then updates the version).
 */
const CHECKED_WITH = { antd: '6.6.8', '@ant-design/icons': '6.3.4', 'react-router': '7.18.5' };

describe('the library files the build reaches into beyond their public entry points (PRIVATE_PATHS)', () => {
  it.each(Object.entries(CHECKED_WITH))('%s is still the version they were checked against (%s)', (pkg, version) => {
    expect(installed(pkg).version).toBe(version);
  });

  it("antd's ConfigProvider still imports the tooltip UniqueProvider the build stands in for", () => {
    const configProvider = readFileSync(join(ROOT, 'node_modules', 'antd', 'es', 'config-provider', 'index.js'), 'utf8');
    const imports = [...configProvider.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports.filter((request) => PRIVATE_PATHS.antdTooltipUniqueProvider.request.test(request))).toEqual(['../tooltip/UniqueProvider']);
  });

  it("antd's icons still draw themselves with the icon component the build replaces", () => {
    const icon = readFileSync(join(ROOT, 'node_modules', '@ant-design', 'icons', 'es', 'icons', 'DownloadOutlined.js'), 'utf8');
    expect(
      [...icon.matchAll(/from "([^"]+)"|from '([^']+)'/g)].map((m) => m[1] ?? m[2]).filter((request) => PRIVATE_PATHS.antdIcon.request.test(request)),
    ).toEqual(['../components/AntdIconLight']);
  });

  it("React Router's production and development builds are where the alias points", () => {
    for (const production of [true, false]) {
      const build = PRIVATE_PATHS.reactRouterBuild(join(ROOT, 'shell'), production);
      expect(existsSync(build)).toBe(true);
      expect(dirname(build)).toMatch(production ? /dist[\\/]production$/ : /dist[\\/]development$/);
    }
  });
});
