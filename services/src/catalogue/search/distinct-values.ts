import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ReplicaReads } from '../../platform/database/replica-reads';

/** The indexed columns of the drivers whose distinct values search reads. */
export type ValuedColumn = 'manufacturer' | 'operatingSystem' | 'architecture';

/** The distinct values of an indexed column of the drivers, listed from its index (one probe each): a column holds few. */
@Injectable()
export class DistinctValues {
  constructor(
    @InjectDataSource() private readonly stored: DataSource,
    private readonly replica: ReplicaReads,
  ) {}

  /** The database as a public read reads it (the replica when it serves the read). */
  private get db(): EntityManager {
    return this.replica.from(this.stored);
  }

  async of(column: ValuedColumn): Promise<string[]> {
    const rows: Array<{ value: string }> = await this.db.query(`
      WITH RECURSIVE v AS (
        (SELECT "${column}" AS value FROM drivers ORDER BY "${column}" LIMIT 1)
        UNION ALL
        SELECT (SELECT "${column}" FROM drivers WHERE "${column}" > v.value ORDER BY "${column}" LIMIT 1) FROM v WHERE v.value IS NOT NULL
      ) SELECT value FROM v WHERE value IS NOT NULL`);
    return rows.map((row) => row.value);
  }
}
