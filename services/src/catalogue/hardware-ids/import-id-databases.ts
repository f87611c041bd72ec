import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IdDatabaseVersion, parsePciIds, parseUsbIds } from './id-database-files';

/** The shipped copies (services/data/hardware-ids), from src/ and from dist/ alike. */
export const SHIPPED_ID_FILES = {
  pci: join(__dirname, '..', '..', '..', 'data', 'hardware-ids', 'pci.ids'),
  usb: join(__dirname, '..', '..', '..', 'data', 'hardware-ids', 'usb.ids'),
};

/** A TypeORM QueryRunner or a pg Client: both answer `query(sql, params)`. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

export interface ImportedIdDatabases {
  pci: IdDatabaseVersion & { vendors: number; devices: number; subsystems: number };
  usb: IdDatabaseVersion & { vendors: number; products: number };
}

/** Inserts the rows column by column through unnest: one statement per table, a few hundred milliseconds for ~20,000 rows. */
async function insertColumns<T extends object>(db: Queryable, table: string, columns: Array<keyof T & string>, rows: T[]): Promise<void> {
  const names = columns.map((c) => `"${c}"`).join(', ');
  const arrays = columns.map((_, i) => `$${i + 1}::text[]`).join(', ');
  const values = columns.map((c) => rows.map((row) => row[c]));
  await db.query(`INSERT INTO "${table}" (${names}) SELECT * FROM unnest(${arrays}) ON CONFLICT DO NOTHING`, values);
}

/**
 * Replaces the loaded PCI and USB ID databases with the given files' contents. Run it inside a transaction (a migration
 * is one; the command and the start-up refresh open one), so that a lookup reads the old copy or the new, never half;
 * outside a migration, log it there too (recordIdDatabasesImported), so the lookups' kept answers go.
 */
export async function importIdDatabases(db: Queryable, files: { pci: string; usb: string } = SHIPPED_ID_FILES): Promise<ImportedIdDatabases> {
  const pci = parsePciIds(readFileSync(files.pci, 'utf8'));
  const usb = parseUsbIds(readFileSync(files.usb, 'utf8'));
  if (!pci.vendors.length || !pci.devices.length) throw new Error(`${files.pci} holds no PCI vendors or devices: is it a pci.ids file?`);
  if (!usb.vendors.length || !usb.products.length) throw new Error(`${files.usb} holds no USB vendors or products: is it a usb.ids file?`);
  // Serialises concurrent imports (several service replicas starting on a new file).
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('hardware-id databases'))`);
  await db.query('TRUNCATE "pci_vendors", "pci_devices", "pci_subsystems", "usb_vendors", "usb_products"');
  await insertColumns(db, 'pci_vendors', ['vendorId', 'name'], pci.vendors);
  await insertColumns(db, 'pci_devices', ['vendorId', 'deviceId', 'name'], pci.devices);
  await insertColumns(db, 'pci_subsystems', ['vendorId', 'deviceId', 'subvendorId', 'subdeviceId', 'name'], pci.subsystems);
  await insertColumns(db, 'usb_vendors', ['vendorId', 'name'], usb.vendors);
  await insertColumns(db, 'usb_products', ['vendorId', 'productId', 'name'], usb.products);
  const versions = [
    ['pci.ids', pci.version, pci.date],
    ['usb.ids', usb.version, usb.date],
  ];
  for (const [file, version, date] of versions) {
    await db.query(
      `INSERT INTO "id_database_versions" ("file", "version", "date", "importedAt") VALUES ($1, $2, $3, now())
       ON CONFLICT ("file") DO UPDATE SET "version" = EXCLUDED."version", "date" = EXCLUDED."date", "importedAt" = EXCLUDED."importedAt"`,
      [file, version, date],
    );
  }
  return {
    pci: { version: pci.version, date: pci.date, vendors: pci.vendors.length, devices: pci.devices.length, subsystems: pci.subsystems.length },
    usb: { version: usb.version, date: usb.date, vendors: usb.vendors.length, products: usb.products.length },
  };
}

/** The header versions of the shipped files, read without parsing them whole. */
export function shippedVersions(files: { pci: string; usb: string } = SHIPPED_ID_FILES): Record<'pci.ids' | 'usb.ids', string | null> {
  const version = (path: string) => /^#\s*Version:\s*(.+?)\s*$/m.exec(readFileSync(path, 'utf8').slice(0, 2000))?.[1] ?? null;
  return { 'pci.ids': version(files.pci), 'usb.ids': version(files.usb) };
}
