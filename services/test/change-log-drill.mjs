// Writes the logged entities of the built service through its own write path (@Write(), its change log), for
// change-log.e2e-spec.ts: Jest's sandbox cannot load the service's code (Nest 12 is ES modules), a Node process can.
// One JSON command a line on stdin, one JSON answer a line on stdout:
//   {"list": true}                                  the logged entities: [{ table, primary, columns }]
//   {"last": "<table>"}                             the table's last row (by primary key)
//   {"write": "<table>", "kind": "delete"}          deletes the table's last row (by primary key): { row }
//   {"write": "<table>", "kind": "insert", "row"}   inserts `row` (the one deleted) again: { row }
//   {"write": "<table>", "kind": "update"}          changes one column of its last row: { row, column }
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

const require = createRequire(import.meta.url);
const { DataSource } = require('typeorm');
const { readConfig } = require('../dist/config.js');
const { serviceDataSourceOptions } = require('../dist/platform/database/data-source.js');
const { Write, writeTo, writer } = require('../dist/platform/database/write-transaction.js');
const { loggedEntities } = require('../dist/platform/change-log/recording.js');

const dataSource = writeTo(await new DataSource(serviceDataSourceOptions(readConfig())).initialize());
const logged = loggedEntities(dataSource);
const metadataOf = (table) => dataSource.entityMetadatas.find((metadata) => metadata.tableName === table);

/** Runs `work` as a service method marked @Write() runs. */
class Drill {}
const descriptor = { value: (work) => work(writer()) };
Write()(Drill.prototype, 'run', descriptor);
const inWrite = (work) => descriptor.value.call(new Drill(), work);

/** The table's last row, by its primary key. */
async function lastRow(metadata) {
  const order = Object.fromEntries(metadata.primaryColumns.map((column) => [column.propertyName, 'DESC']));
  const [row] = await dataSource.getRepository(metadata.target).find({ order, take: 1 });
  if (!row) throw new Error(`${metadata.tableName} has no row to change.`);
  return row;
}

/** The column's value changed: text gets a suffix, a time a second more, a flag the other way, a number one more. */
function changed(column, value) {
  if (value === null || value === undefined || column.isArray) return undefined;
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\d$/.test(value)) return undefined;
  if (typeof value === 'string') return `${value} (changed)`;
  if (value instanceof Date) return new Date(value.getTime() + 1000);
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'number') return value + 1;
  return undefined;
}

/** Changes the first column of the row a write may change (not its key, not a quiet one, not one PostgreSQL keeps), trying each until one is accepted. */
async function update(metadata, entity) {
  const row = await lastRow(metadata);
  const quiet = new Set(entity.options.quiet ?? []);
  const candidates = metadata.columns.filter((c) => !c.isPrimary && !c.isGenerated && c.isUpdate && !quiet.has(c.propertyName) && !c.relationMetadata);
  const byKind = (value) => (typeof value === 'string' ? 0 : value instanceof Date ? 1 : typeof value === 'boolean' ? 2 : 3);
  candidates.sort((a, b) => byKind(row[a.propertyName]) - byKind(row[b.propertyName]));
  for (const column of candidates) {
    const value = changed(column, row[column.propertyName]);
    if (value === undefined) continue;
    try {
      const saved = await inWrite((manager) => manager.save(metadata.target, { ...row, [column.propertyName]: value }));
      return { row: saved, column: column.propertyName };
    } catch {
      // Refused (a check, a foreign key): the write rolled back, nothing logged; the next column.
    }
  }
  throw new Error(`No column of ${metadata.tableName} could be changed.`);
}

async function answer(command) {
  if (command.list) return logged.map(({ table, primary, columns }) => ({ table, primary, columns }));
  if (command.last) return lastRow(metadataOf(command.last));
  const metadata = metadataOf(command.write);
  const entity = logged.find((candidate) => candidate.table === command.write);
  if (!metadata || !entity) throw new Error(`${command.write} is not a logged entity.`);
  if (command.kind === 'update') return update(metadata, entity);
  if (command.kind === 'delete') {
    const row = await lastRow(metadata);
    await inWrite((manager) => manager.remove(metadata.target, manager.create(metadata.target, row)));
    return { row };
  }
  const row = await inWrite((manager) => manager.save(metadata.target, manager.create(metadata.target, command.row)));
  return { row };
}

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  try {
    process.stdout.write(`${JSON.stringify({ ok: await answer(JSON.parse(line)) })}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ error: error.message })}\n`);
  }
}
await dataSource.destroy();
