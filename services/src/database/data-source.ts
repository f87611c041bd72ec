import { DataSource, DataSourceOptions } from 'typeorm';
import { join } from 'node:path';

/** One set of options for the running service and for the TypeORM migration CLI. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [join(__dirname, '..', '**', '*.entity.js')],
    migrations: [join(__dirname, 'migrations', '*.js')],
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    extra: { max: Number(process.env.DATABASE_POOL_SIZE ?? 20) },
  };
}

export default new DataSource(dataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/driveratlas'));
