import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CATEGORY_NAMES, SearchSort } from '@driveratlas/catalog';
import { DataSource } from 'typeorm';
import { Driver } from '../drivers/driver.entity';
import { compactText, FIELD_SCORES } from '../search-text/relevance';
import { DistinctValues } from './distinct-values';
import { SearchForms, SearchSql } from './search-sql';

const ORDER: Record<SearchSort, string> = {
  relevance: 'score DESC, d."downloadCount" DESC, d."id"',
  name: 'd."name" ASC, d."id"',
  downloads: 'd."downloadCount" DESC, d."id"',
  rating: 'd."rating" DESC, d."downloadCount" DESC, d."id"',
  date: 'd."releasedOn" DESC NULLS LAST, d."downloadCount" DESC, d."id"',
};

/** The best k matches by relevance are read in "staticScore" order: 2 k rows at first (at least FIRST_READ), four times more each round. */
const FIRST_READ = 16;
const LAST_READ = 12_800;

type Scored = Driver & { score: string; staticScore: string };
const byRelevance = (a: Scored, b: Scored) => Number(b.score) - Number(a.score) || b.downloadCount - a.downloadCount || a.id - b.id;

/** One page of the matches of a search, in the order of its sort (relevance: ./relevance.ts in ../search-text). */
@Injectable()
export class Ranking {
  private readonly columns: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly values: DistinctValues,
  ) {
    this.columns = db
      .getMetadata(Driver)
      .columns.filter((c) => c.isSelect)
      .map((c) => `d."${c.databaseName}"`)
      .join(', ');
  }

  /** The matches `offset` to `offset + limit`; `many` when more than the count's cap match. */
  async page(forms: SearchForms, words: string[], sort: SearchSort, limit: number, offset: number, many: boolean): Promise<Driver[]> {
    if (sort === 'relevance' && words.length) return this.bestMatches(forms, words, limit, offset, many);
    const read = many ? forms.scanned : forms.indexed;
    return this.db.query(
      `SELECT ${this.columns} FROM drivers d ${read.where} ORDER BY ${ORDER[sort].replace('score DESC', 'd."downloadCount" DESC')} LIMIT ${limit} OFFSET ${offset}`,
      read.params,
    );
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
      `${scored(indexed, `drivers d ${indexed.where}`)} ORDER BY ${ORDER.relevance} LIMIT ${limit} OFFSET ${offset}`,
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
