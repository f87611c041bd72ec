import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool, PoolClient, QueryConfig } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { SERVICE_CONFIG, ServiceConfig } from '../../config';

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<ServiceConfig, 'databaseStatementTimeoutMs'>,
  ) {}

  /** The database answers a statement within the database statement timeout; 503 otherwise. */
  async checkDatabase(): Promise<void> {
    // A connection from the pool (within its connect timeout) answers a statement, all within the statement timeout.
    // PostgreSQL's statement_timeout cannot end a statement that never reached it (the network or the server frozen),
    // so the client gives up too, and closes that connection.
    const deadline = Date.now() + this.config.databaseStatementTimeoutMs;
    let client: PoolClient | undefined;
    try {
      client = await ((this.db.driver as PostgresDriver).master as Pool).connect();
      // query_timeout is pg's own, missing from its QueryConfig type.
      await client.query({ text: 'SELECT 1', query_timeout: Math.max(1, deadline - Date.now()) } as QueryConfig);
      client.release();
    } catch (error) {
      client?.release(error as Error);
      throw new ServiceUnavailableException('The database cannot be reached.');
    }
  }
}
