import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CATEGORY_NAMES, SearchSort } from '@driveratlas/driver-domain';
import { DataSource, EntityManager } from 'typeorm';
import { ReplicaReads } from '../../platform/database/replica-reads';
import { cursorColumns, CursorScope, nextPageOf, orderSql, SortKey } from '../../platform/common/cursor';
import { Driver } from '../drivers/driver.entity';
import { compactText, FIELD_SCORES } from '../search-relevance/relevance';
import { DistinctValues } from './distinct-values';
import { SearchForms, SearchSql } from './search-sql';

const BY_ID: SortKey = { column: 'd."id"', direction: 'ASC', type: 'integer' };
const BY_DOWNLOADS: SortKey = { column: 'd."downloadCount"', direction: 'DESC', type: 'integer' };

/** The sorts a cursor pages: their keys end with the id, so a cursor names one place (the relevance rank is computed, not a key). */
export type KeysetSort = Exclude<SearchSort, 'relevance'>;
export const SEARCH_ORDER: Record<KeysetSort, SortKey[]> = {
  name: [{ column: 'd."name"', direction: 'ASC', type: 'text' }, BY_ID],
  downloads: [BY_DOWNLOADS, BY_ID],
  rating: [{ column: 'd."rating"', direction: 'DESC', type: 'integer' }, BY_DOWNLOADS, BY_ID],
  date: [{ column: 'd."releasedOn"', direction: 'DESC', type: 'date', nullable: true }, BY_DOWNLOADS, BY_ID],
};
const RELEVANCE_ORDER = 'score DESC, d."downloadCount" DESC, d."id"';

/** Where a page starts: a position (`offset`), or the row after a cursor (`after`, its keys' values) for a keyset sort. */
export interface SearchPage {
  limit: number;
  offset: number;
  after?: Array<string | null>;
  scope: CursorScope;
}

/** The best k matches by relevance are read in "staticScore" order: 2 k rows at first (at least FIRST_READ), four times more each round. */
const FIRST_READ = 16;
const LAST_READ = 12_800;

type Scored = Driver & { score: string; staticScore: string };
const byRelevance = (a: Scored, b: Scored) => Number(b.score) - Number(a.score) || b.downloadCount - a.downloadCount || a.id - b.id;

/** One page of the matches of a search, in the order of its sort (relevance: ../search-relevance/relevance.ts). */
@Injectable()
export class Ranking {
  private readonly columns: string;

  constructor(
    @InjectDataSource() private readonly stored: DataSource,
    private readonly replica: ReplicaReads,
    private readonly values: DistinctValues,
  ) {
    this.columns = stored
      .getMetadata(Driver)
      .columns.filter((c) => c.isSelect)
      .map((c) => `d."${c.databaseName}"`)
      .join(', ');
  }

  /** The database as a public read reads it (the replica when it serves the read). */
  private get db(): EntityManager {
    return this.replica.from(this.stored);
  }

  /**
   * The matches `offset` to `offset + limit`, or the `limit` after a cursor; `many` when more than the count's cap match.
   * A keyset sort also answers the cursor after its last row (null on the last page); relevance none.
   */
  async page(
    forms: SearchForms,
    words: string[],
    sort: SearchSort,
    { limit, offset, after, scope }: SearchPage,
    many: boolean,
  ): Promise<{ items: Driver[]; nextCursor?: string | null }> {
    if (sort === 'relevance' && words.length) return { items: await this.bestMatches(forms, words, limit, offset, many) };
    // Relevance without words is the downloads order.
    const keys = SEARCH_ORDER[sort === 'relevance' ? 'downloads' : sort];
    const form = many ? forms.scanned : forms.indexed;
    const read = after ? form.after(keys, after) : form;
    const raw: Array<Driver & Record<string, unknown>> = await this.db.query(
      `SELECT ${this.columns}, ${cursorColumns(keys).join(', ')} FROM drivers d ${read.where} ORDER BY ${orderSql(keys)} LIMIT ${limit + 1} OFFSET ${offset}`,
      read.params,
    );
    const rows: Driver[] = raw.map((row) => {
      const driver = { ...row };
      keys.forEach((_, i) => delete driver[`cursor_${i}`]);
      return driver;
    });
    const { items, nextCursor } = nextPageOf(rows, raw, keys, scope, limit);
    return sort === 'relevance' ? { items } : { items, nextCursor };
  }

  /**
   * The matches ranked `offset` to `offset + limit` by relevance. A few matches are all scored at once.
   * Many are read in "staticScore" order (in the `scanned` form), and once the k-th best score read
   * beats what any unread match could still reach (the highest field score this query can earn plus the
   * last static score read), the rest cannot enter the top k; when that takes too long a read, every
   * match is scored.
   */
  private async bestMatches({ indexed, scanned }: SearchForms, words: string[], limit: number, offset: number, many: boolean): Promise<Driver[]> {
    const k = offset + limit;
    const scored = (form: SearchSql, from: string) => `SELECT ${this.columns}, ${form.score} AS score, d."staticScore" AS "staticScore" FROM ${from}`;
    let best: Scored[] | undefined;
    if (many) {
      const ceiling = await this.highestFieldScore(words);
      for (let read = Math.max(FIRST_READ, 2 * k); !best && read <= LAST_READ; read *= 4) {
        // The candidates come from the "staticScore" index alone (it carries what search matches against).
        const rows: Scored[] = await this.db.query(
          `WITH candidates AS (SELECT d."id" FROM drivers d ${scanned.where} ORDER BY d."staticScore" DESC, d."id" LIMIT ${read})
           ${scored(scanned, 'candidates JOIN drivers d USING ("id")')} ORDER BY d."staticScore" DESC, d."id"`,
          scanned.params,
        );
        const ranked = [...rows].sort(byRelevance);
        const unreadBest = ceiling + Number(rows.at(-1)?.staticScore ?? 0);
        if (rows.length < read || (ranked.length >= k && Number(ranked[k - 1].score) > unreadBest)) best = ranked.slice(offset, k);
      }
    }
    best ??= await this.db.query(
      `${scored(indexed, `drivers d ${indexed.where}`)} ORDER BY ${RELEVANCE_ORDER} LIMIT ${limit} OFFSET ${offset}`,
      indexed.params,
    );
    return best!.map(({ score: _score, staticScore: _staticScore, ...driver }) => driver as Driver);
  }

  /**
   * The most a match of these words can earn from its fields: name and description may always hold them;
   * the category and manufacturer only when one of the categories, or of the manufacturers in the
   * catalogue, holds every word.
   */
  private async highestFieldScore(words: string[]): Promise<number> {
    const holdsAll = (value: string) => words.every((w) => compactText(value).includes(w));
    const manufacturers = await this.values.of('manufacturer');
    return (
      FIELD_SCORES.name +
      FIELD_SCORES.description +
      (manufacturers.some(holdsAll) ? FIELD_SCORES.manufacturer : 0) +
      (CATEGORY_NAMES.some(holdsAll) ? FIELD_SCORES.category : 0)
    );
  }
}
