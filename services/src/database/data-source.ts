import { DataSource, DataSourceOptions } from 'typeorm';
import { join } from 'node:path';
import { readDatabaseConfig, ServiceConfig } from '../config';

/** One set of options for the running service and for the TypeORM migration CLI. */
export function dataSourceOptions(config: Pick<ServiceConfig, 'databaseUrl' | 'databasePoolSize'>): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.databaseUrl,
    entities: [join(__dirname, '..', '**', '*.entity.js')],
    migrations: [join(__dirname, 'migrations', '*.js')],
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    extra: { max: config.databasePoolSize },
  };
}

/** The migration CLI's data source (`npm run migration:generate`). */
export default new DataSource(dataSourceOptions(readDatabaseConfig()));
