const { namedExports, starExports } = require('./export-names');

describe('the export names of a module', () => {
  it('reads each name a module exports, the name it has where it comes from, and that module', () => {
    const source = 'export { default as Button } from \'antd/es/button\';\nexport {\n  Link,\n  useHref as href,\n} from "./router";\nexport { local };\n';
    expect(namedExports(source)).toEqual([
      { name: 'Button', local: 'default', from: 'antd/es/button' },
      { name: 'Link', local: 'Link', from: './router' },
      { name: 'href', local: 'useHref', from: './router' },
      { name: 'local', local: 'local', from: undefined },
    ]);
  });

  it('reads the modules whose every export a module re-exports', () => {
    expect(starExports("export * from 'react-router';\nexport { Link } from './link';\n")).toEqual(['react-router']);
  });
});
