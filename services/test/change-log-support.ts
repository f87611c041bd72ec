import { driverSlug, findManufacturer } from '@driveratlas/driver-domain';
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export type Row = Record<string, unknown>;

/** A logged entity as the service's TypeORM metadata has it. */
export interface LoggedTable {
  table: string;
  primary: string[];
  columns: string[];
}

/**
 * The service's own write path, driven from a Node process of its own (change-log-drill.mjs): it lists the logged
 * entities from the service's metadata, and deletes, inserts and updates their rows through @Write().
 */
export class Drill {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly answers: Array<(line: string) => void> = [];

  constructor(databaseUrl: string) {
    this.child = spawn(process.execPath, [join(__dirname, 'change-log-drill.mjs')], { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' } });
    createInterface({ input: this.child.stdout }).on('line', (line) => this.answers.shift()?.(line));
  }

  private async ask<T>(command: object): Promise<T> {
    const line = await new Promise<string>((resolve) => {
      this.answers.push(resolve);
      this.child.stdin.write(`${JSON.stringify(command)}\n`);
    });
    const answer = JSON.parse(line) as { ok?: T; error?: string };
    if (answer.error !== undefined) throw new Error(answer.error);
    return answer.ok as T;
  }

  list(): Promise<LoggedTable[]> {
    return this.ask({ list: true });
  }

  last(table: string): Promise<Row> {
    return this.ask({ last: table });
  }

  write(table: string, kind: 'insert' | 'update' | 'delete', row?: Row): Promise<{ row: Row; column?: string }> {
    return this.ask({ write: table, kind, row });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.stdin.end();
    });
  }
}

const enc = encodeURIComponent;
const makerSlug = (name: unknown) => findManufacturer(String(name))?.slug ?? driverSlug(String(name));

/**
 * The service's public answers that show a row of each logged table (an independent oracle: the pages, lists and feeds
 * a visitor reads it on). A change of the row must purge at the CDN at least one tag of each of them.
 */
export const SHOWN_BY: Record<string, (row: Row) => string[]> = {
  drivers: (d) => [
    `/api/drivers/${d.id}`,
    `/api/drivers/${d.id}/versions`,
    `/api/drivers?category=${enc(String(d.category))}`,
    '/api/categories',
    '/api/feeds/drivers.atom',
    `/api/feeds/drivers/${d.id}.atom`,
    `/api/feeds/categories/${driverSlug(String(d.category))}.atom`,
    `/api/feeds/manufacturers/${makerSlug(d.manufacturer)}.atom`,
  ],
  driver_versions: (v) => [`/api/drivers/${v.driverId}/versions`, `/api/feeds/drivers/${v.driverId}.atom`],
  withdrawn_versions: (w) => [`/api/drivers/${w.driverId}/versions`, `/api/feeds/drivers/${w.driverId}.atom`],
  categories: (c) => ['/api/categories', `/api/feeds/categories/${driverSlug(String(c.name))}.atom`],
  manufacturers: (m) => ['/api/manufacturers', `/api/feeds/manufacturers/${m.slug}.atom`],
  printer_brands: (b) => ['/api/printer-brands', `/api/printer-models?brand=${enc(String(b.name))}`],
  printer_models: (m) => [`/api/printer-models?brand=${enc(String(m.brand))}`, '/api/printer-brands'],
  remote_releases: () => ['/api/remote-releases'],
  remote_channels: () => ['/api/remote-releases'],
  access_tokens: () => [],
  driver_inf_files: (f) => [`/api/drivers/${f.driverId}/devices`],
  inf_hardware_ids: (h) => [`/api/drivers/${h.driverId}/devices`],
  id_database_versions: () => [`/api/hardware-ids/${enc('PCI\\VEN_10DE&DEV_2786')}`],
};

/** The feed (served by the gateway at /feeds/…) that lists a row of the tables feeds are made of. */
export const FEED_OF: Record<string, (row: Row) => string> = {
  drivers: (d) => `/feeds/drivers/${d.id}.atom`,
  driver_versions: (v) => `/feeds/drivers/${v.driverId}.atom`,
  withdrawn_versions: (w) => `/feeds/drivers/${w.driverId}.atom`,
  categories: (c) => `/feeds/categories/${driverSlug(String(c.name))}.atom`,
  manufacturers: (m) => `/feeds/manufacturers/${m.slug}.atom`,
};

/** The webhook events partners get (docs/partners.md): by table and kind, with the id the event's data names. */
/**
 * The webhook event of each kind of change of a table (none where it has none: a withdrawal taken back), and what in it
 * names the row changed (`idOf` the event's data, `rowId` the row; the row's id by default).
 */
export const EVENTS: Record<
  string,
  { types: Partial<Record<'insert' | 'update' | 'delete', string>>; idOf: (data: Row) => unknown; rowId?: (row: Row) => unknown }
> = {
  drivers: { types: { insert: 'driver.created', update: 'driver.updated', delete: 'driver.deleted' }, idOf: (data) => (data.driver as Row).id },
  withdrawn_versions: {
    types: { insert: 'driver.version_withdrawn' },
    idOf: (data) => `${data.driverId} ${data.version}`,
    rowId: (w) => `${w.driverId} ${w.version}`,
  },
  printer_models: {
    types: { insert: 'printer_model.changed', update: 'printer_model.changed', delete: 'printer_model.changed' },
    idOf: (data) => (data.printerModel as Row).id,
  },
};
