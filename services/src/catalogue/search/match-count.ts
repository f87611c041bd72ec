import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ReplicaReads } from '../../platform/database/replica-reads';
import { WORDS_TOTAL_CAP } from '../search-relevance/search-words';
import { SearchForms, SearchSql } from './search-sql';

/** Rows of the narrow copy read to tell a query that matches many drivers (cheaply) before asking the index. */
const SAMPLE = 20_000;

/** How many drivers a search matches, up to WORDS_TOTAL_CAP + 1. */
@Injectable()
export class MatchCount {
  constructor(
    @InjectDataSource() private readonly stored: DataSource,
    private readonly replica: ReplicaReads,
  ) {}

  /** The database as a public read reads it (the replica when it serves the read). */
  private get db(): EntityManager {
    return this.replica.from(this.stored);
  }

  /**
   * How many drivers match, counted no further than WORDS_TOTAL_CAP + 1, the cheaper way. Unless the planner
   * expects far fewer matches than the cap (with several words it multiplies their selectivities and
   * underestimates), the first SAMPLE rows of the narrow copy of what search matches against are counted
   * first: they answer at once for a query that matches many, where the trigram index would build a
   * bitmap of tens of thousands of matches and a scan of the drivers would read their wide rows.
   * Otherwise the index finds the few.
   */
  async of({ indexed, scanned }: SearchForms): Promise<number> {
    if (indexed.conditions.length && (await this.estimated(indexed)) > WORDS_TOTAL_CAP / 10) {
      const [sample] = await this.db.query(
        `SELECT COUNT(*)::int AS n FROM (
           SELECT 1 FROM (SELECT "searchText", "category", "manufacturer", "operatingSystem", "architecture" FROM driver_search_texts LIMIT ${SAMPLE}) d ${scanned.where} LIMIT ${WORDS_TOTAL_CAP + 1}) s`,
        scanned.params,
      );
      if (sample.n > WORDS_TOTAL_CAP) return sample.n;
    }
    const [{ n }] = await this.db.query(
      `SELECT COUNT(*)::int AS n FROM (SELECT 1 FROM drivers d ${indexed.where} LIMIT ${WORDS_TOTAL_CAP + 1}) s`,
      indexed.params,
    );
    return n;
  }

  /** The planner's estimate of the matches (no rows are read). */
  private async estimated(sql: SearchSql): Promise<number> {
    const [
      {
        'QUERY PLAN': [plan],
      },
    ] = await this.db.query(`EXPLAIN (FORMAT JSON) SELECT 1 FROM drivers d ${sql.where}`, sql.params);
    return plan.Plan['Plan Rows'];
  }
}
