const { join } = require('node:path');
const antdImports = require('./antd-imports-loader');
const { contextShares } = require('./antd-family');

const APP = join(__dirname, '..', '..', 'mfe-catalog');
const FIRST_PAGE = { antd: ['Button', 'Tag'], '@ant-design/icons': ['SearchOutlined'] };

/** Runs the loader on one module's JavaScript, as webpack would, in the catalog's folder. */
function load(source) {
  return new Promise((resolve, reject) => {
    antdImports.call(
      {
        async: () => (error, output) => (error ? reject(error) : resolve(output)),
        getOptions: () => ({ selections: FIRST_PAGE }),
        resourcePath: join(APP, 'src', 'Page.tsx'),
        rootContext: APP,
      },
      source,
    );
  });
}

describe('the antd imports loader', () => {
  it('keeps the names the shell shares on every page as an import of the package', async () => {
    expect(await load('import { Button, Tag as T } from "antd";\nimport { SearchOutlined } from "@ant-design/icons";\n')).toBe(
      "import { Button, Tag as T } from 'antd';\nimport { SearchOutlined } from '@ant-design/icons';\n",
    );
  });

  it('imports any other name from the module that holds it, kept under its local name', async () => {
    expect(
      await load('import { Button, Table, DatePicker as Picker } from "antd";\nimport { RocketOutlined } from "@ant-design/icons";\nrender(Table);\n'),
    ).toBe(
      "import { Button } from 'antd'; import Table from 'antd/es/table'; import Picker from 'antd/es/date-picker';\n" +
        "import RocketOutlined from '@ant-design/icons/RocketOutlined';\nrender(Table);\n",
    );
  });

  it('leaves every other import alone', async () => {
    const source = 'import { useState } from "react";\nimport "./page.css";\nconst lazy = import("antd");\n';
    expect(await load(source)).toBe(source);
  });

  it('fails the build on a default or namespace import of antd, naming the one way to import it', async () => {
    await expect(load('import * as antd from "antd";\n')).rejects.toThrow("import antd by name, as in import { Table } from 'antd'");
    await expect(load('import Icon from "@ant-design/icons";\n')).rejects.toThrow('import @ant-design/icons by name');
  });

  it('fails the build on a name antd does not export', async () => {
    await expect(load('import { Tabel } from "antd";\n')).rejects.toThrow('antd has no export Tabel');
  });
});

describe("the share configuration of antd's contexts", () => {
  it('lets the shell provide each module of the family that creates a React context, at its installed version', () => {
    const provides = contextShares(APP, { provide: true });
    const { version } = require('@ant-design/cssinjs/package.json');
    expect(provides['@ant-design/cssinjs/es/StyleContext.js']).toMatchObject({ shareKey: '@ant-design/cssinjs/es/StyleContext', version, singleton: true });
    expect(Object.keys(provides)).toEqual(
      expect.arrayContaining(['antd/es/config-provider/context.js', 'antd/es/theme/context.js', '@ant-design/icons/es/components/Context.js']),
    );
    expect(Object.keys(provides)).not.toContain('antd/es/table/index.js');
  });

  it('lets a remote consume them by any path its modules import them by, with its own copy for one the shell lacks', () => {
    const consumes = contextShares(APP, { provide: false });
    for (const request of ['antd/es/config-provider/context', 'antd/es/config-provider/context.js'])
      expect(consumes[request]).toMatchObject({ shareKey: 'antd/es/config-provider/context', import: 'antd/es/config-provider/context', strictVersion: true });
  });
});
