import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CHANGES_KEPT_DAYS } from '../src/platform/change-log/change-log-retention';

/**
 * What keeps the change log the one way a change is told, read from the service's sources (no service runs): the old
 * ways are gone, no migration after the change log's makes a trigger, and raw SQL that writes a logged table records
 * what it changed. The entity-level writes are recorded by the write path itself (change-log.e2e-spec.ts).
 */
const SRC = join(__dirname, '..', 'src');
const MIGRATIONS = join(SRC, 'migrations');
const CHANGE_LOG_MIGRATION = '1797000000000-ChangeLog.ts';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
const serviceSources = sources(SRC).filter((file) => !file.startsWith(MIGRATIONS) && !file.endsWith('.spec.ts'));
const text = (file: string) => readFileSync(file, 'utf8');
const named = (file: string) => relative(SRC, file);

/** The tables of the entities marked @Logged, read from their classes' decorators. */
function loggedTables(): string[] {
  return serviceSources
    .filter((file) => file.endsWith('.entity.ts'))
    .flatMap((file) => text(file).split(/\nexport class /))
    .filter((declaration) => /\n@Logged[<(]/.test(declaration))
    .map((declaration) => /@Entity\('(\w+)'\)/.exec(declaration)![1]);
}

/**
 * The files whose raw SQL writes a logged table, and where what it changed is recorded: beside the statement, or for
 * the ID databases' import (which a migration runs too, before the change log exists) by each caller outside migrations.
 */
const RAW_WRITERS: Record<string, { records: string; in: string[] }> = {
  'catalogue/driver-packages/inf-declarations.ts': { records: 'recordInfFiles(', in: ['catalogue/driver-packages/inf-declarations.ts'] },
  'catalogue/driver-packages/shipped-driver-packages.ts': { records: 'recordInfFiles(', in: ['catalogue/driver-packages/shipped-driver-packages.ts'] },
  'catalogue/maker-catalogs/catalog-imports.service.ts': { records: 'recordInfFiles(', in: ['catalogue/maker-catalogs/catalog-imports.service.ts'] },
  'catalogue/hardware-ids/import-id-databases.ts': {
    records: 'recordIdDatabasesImported(',
    in: ['catalogue/hardware-ids/import-command.ts', 'catalogue/hardware-ids/hardware-ids.service.ts'],
  },
};

describe('the change log as the one way a change is told', () => {
  it('is the only one: no CDN outbox call, no event outbox call, no patched replication in the service', () => {
    const old = new RegExp(['record' + 'Purge', 'record' + 'Event', 'driver\\.' + 'slaves'].join('|'));
    expect(serviceSources.filter((file) => old.test(text(file))).map(named)).toEqual([]);
  });

  it('has no trigger made by a migration after its own, and none made by its own', () => {
    const after = readdirSync(MIGRATIONS).filter((file) => /^\d+-\w+\.ts$/.test(file) && file > CHANGE_LOG_MIGRATION);
    expect(after.filter((file) => /CREATE\s+(CONSTRAINT\s+)?TRIGGER/i.test(text(join(MIGRATIONS, file))))).toEqual([]);
    const own = text(join(MIGRATIONS, CHANGE_LOG_MIGRATION));
    expect(own.slice(own.indexOf('async up('), own.indexOf('async down('))).not.toMatch(/CREATE\s+(CONSTRAINT\s+)?TRIGGER/i);
  });

  it('is kept as long as the documents say, from the one setting the service prunes by', () => {
    const docs = join(__dirname, '..', '..', 'docs');
    expect(readFileSync(join(docs, 'operations.md'), 'utf8')).toContain(`A change is kept ${CHANGES_KEPT_DAYS} days once every cursor`);
    expect(readFileSync(join(docs, 'architecture.md'), 'utf8')).toContain(`The log keeps a change ${CHANGES_KEPT_DAYS} days once every cursor`);
  });

  it('is written by every raw SQL statement that writes a logged table, each such file placed here on purpose', () => {
    const tables = loggedTables();
    expect(tables).toEqual(expect.arrayContaining(['drivers', 'printer_models', 'driver_inf_files', 'id_database_versions']));
    const writes = new RegExp(`(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+"?(${tables.join('|')})"?[\\s(]`, 'i');
    const writers = serviceSources.filter((file) => writes.test(text(file))).map(named);
    expect(writers.sort()).toEqual(Object.keys(RAW_WRITERS).sort());
    for (const [writer, { records, in: files }] of Object.entries(RAW_WRITERS)) {
      for (const file of files) expect([writer, file, text(join(SRC, file)).includes(records)]).toEqual([writer, file, true]);
    }
  });
});
