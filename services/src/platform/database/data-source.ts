import { DataSource, DataSourceOptions } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions';
import { join } from 'node:path';
import { ChangeLogSubscriber } from '../change-log/change-subscriber';
import { readDatabaseConfig, ServiceConfig } from '../../config';
import { DatabaseClient } from './database-client';
import { TimedClient } from './statement-timing';

/** One set of options for the running service and for the TypeORM migration CLI. */
export function dataSourceOptions(config: Pick<ServiceConfig, 'databaseUrl' | 'databasePoolSize'>): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.databaseUrl,
    entities: [join(__dirname, '..', '..', '**', '*.entity.js')],
    migrations: [join(__dirname, '..', '..', 'migrations', '*.js')],
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    extra: { max: config.databasePoolSize, Client: DatabaseClient },
  };
}

/**
 * The running service's connections: a connection not had from the pool within the connect timeout, a statement
 * running longer than the statement timeout and a transaction left idle as long all fail, so that the service
 * answers (503) before the gateway gives up on it. Migrations run before, on a connection without them.
 */
export function serviceDataSourceOptions(config: ServiceConfig): DataSourceOptions {
  const timeouts = {
    connectionTimeoutMillis: config.databaseConnectTimeoutMs,
    statement_timeout: config.databaseStatementTimeoutMs,
    idle_in_transaction_session_timeout: config.databaseStatementTimeoutMs,
  };
  const Client = config.serverTiming ? TimedClient : DatabaseClient;
  const options: PostgresDataSourceOptions = {
    ...(dataSourceOptions(config) as PostgresDataSourceOptions),
    migrationsRun: false,
    extra: { max: config.databasePoolSize, ...timeouts, Client },
    // Every write of a logged entity goes to the change log of its transaction.
    subscribers: [ChangeLogSubscriber],
  };
  return options;
}

/**
 * The read replica's DataSource (DATABASE_READ_URL; none without), for the public reads alone (ReplicaReads): the
 * service's entities and timeouts, no migrations, no change log (nothing is written there).
 */
export function replicaDataSourceOptions(config: ServiceConfig): DataSourceOptions | undefined {
  if (!config.databaseReadUrl) return undefined;
  const { subscribers: _none, extra, ...options } = serviceDataSourceOptions(config) as PostgresDataSourceOptions;
  return { ...options, url: config.databaseReadUrl, migrations: [], extra: { ...extra, application_name: 'driveratlas public reads' } };
}

/** The session lock that lets one process at a time migrate the database (an arbitrary number of the service's own). */
const MIGRATIONS_LOCK = 7_231_004_118;

/**
 * Runs the pending migrations, free of the request timeouts (one may take minutes on a large catalogue), one process at
 * a time: replicas starting together wait for the first, then find nothing left to run. The lock is a session's, so
 * this goes to the primary itself (DATABASE_LISTEN_URL when set), past a pooler that would share the session.
 */
export async function runMigrations(config: Pick<ServiceConfig, 'databaseUrl' | 'databaseListenUrl'>): Promise<void> {
  const databaseUrl = config.databaseListenUrl ?? config.databaseUrl;
  // Two connections: one holds the lock while TypeORM migrates on the other.
  const migrator = new DataSource({ ...dataSourceOptions({ databaseUrl, databasePoolSize: 2 }), migrationsRun: false });
  try {
    await migrator.initialize();
    const lock = migrator.createQueryRunner();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
      await migrator.runMigrations({ transaction: 'each' });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATIONS_LOCK]).catch(() => undefined);
      await lock.release();
    }
  } finally {
    if (migrator.isInitialized) await migrator.destroy();
  }
}

/** The migration CLI's data source (`npm run migration:generate`). */
export default new DataSource(dataSourceOptions(readDatabaseConfig()));
