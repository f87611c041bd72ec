import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const MIGRATIONS = __dirname;
const SOURCES = join(MIGRATIONS, '..');

/**
 * A migration is history: it gives a fresh database the rows it gave the first one, so it reads only TypeORM and its
 * own frozen data (data/<migration>.json). The one helper allowed loads the shipped PCI and USB ID databases, which the
 * operator replaces whole by `import:hardware-ids` anyway.
 */
const ALLOWED = ['typeorm', '../catalogue/hardware-ids/import-id-databases'];

/** What a migration imports beyond TypeORM, its own data and the allowed helper. */
function foreignImports(file: string, source: string): string[] {
  const ownData = `./data/${basename(file, '.ts')}.json`;
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((name) => name !== ownData && !ALLOWED.includes(name));
}

const isMigration = (file: string) => /^\d+-\w+\.ts$/.test(file);
const migrations = readdirSync(MIGRATIONS).filter(isMigration);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the migrations', () => {
  it.each(migrations)('%s imports no live source: no seed file, no catalogue package', (file) => {
    expect(foreignImports(file, readFileSync(join(MIGRATIONS, file), 'utf8'))).toEqual([]);
  });

  it("catches a migration reading today's seed files, the catalogue package or another migration's data", () => {
    const source = [
      "import drivers from '../catalogue/seed/data/drivers.json';",
      "import { CATEGORIES } from '@driveratlas/driver-domain';",
      "import pages from './data/1795800000000-OfficialDriverPages.json';",
      "import catalogue from './data/1795313700000-SeedCatalogue.json';",
    ].join('\n');
    expect(foreignImports('1795313700000-SeedCatalogue.ts', source)).toEqual([
      '../catalogue/seed/data/drivers.json',
      '@driveratlas/driver-domain',
      './data/1795800000000-OfficialDriverPages.json',
    ]);
  });

  it('keep their frozen data to themselves: nothing outside the migrations reads it', () => {
    const data = join(MIGRATIONS, 'data');
    const readers = [...sourceFiles(SOURCES), ...sourceFiles(join(SOURCES, '..', 'test'))]
      .filter((path) => dirname(path) !== MIGRATIONS)
      .filter((path) =>
        ts
          .preProcessFile(readFileSync(path, 'utf8'), true, true)
          .importedFiles.some((f) => f.fileName.startsWith('.') && resolve(dirname(path), f.fileName).startsWith(data)),
      );
    expect(readers.map((path) => relative(SOURCES, path))).toEqual([]);
  });
});
