import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { findManufacturer } from '@driveratlas/catalog';
import { DataSource } from 'typeorm';
import { Driver } from '../drivers/driver.entity';
import { SearchQueryDto, SearchSort } from './dto/search-query.dto';
import { SearchResultDto, SuggestionDto } from './dto/search-result.dto';

export const SUGGESTION_LIMIT = 8;
export const SUGGESTION_MIN_LENGTH = 3;
/** How alike a misspelt word and a word of the catalogue must be (pg_trgm similarity). */
const TYPO_SIMILARITY = 0.35;

/**
 * Spec 000 sections 5 and 9, in PostgreSQL: a case-insensitive substring of the query in name,
 * description, manufacturer or category (found through the trigram index on "searchText"), then the
 * exact category and the manufacturer filters. Relevance: name +100, manufacturer +50, category +30,
 * description +20, latest +10, verified +5, plus downloads / 1000, best first.
 */
const SCORE = `(CASE WHEN lower(d."name") LIKE $1 THEN 100 ELSE 0 END
  + CASE WHEN lower(d."manufacturer") LIKE $1 THEN 50 ELSE 0 END
  + CASE WHEN lower(d."category") LIKE $1 THEN 30 ELSE 0 END
  + CASE WHEN lower(d."description") LIKE $1 THEN 20 ELSE 0 END
  + CASE WHEN d."isLatest" THEN 10 ELSE 0 END
  + CASE WHEN d."isVerified" THEN 5 ELSE 0 END
  + d."downloadCount" / 1000.0)`;

const MATCHES = `d."searchText" LIKE $1 AND (lower(d."name") LIKE $1 OR lower(d."description") LIKE $1 OR lower(d."manufacturer") LIKE $1 OR lower(d."category") LIKE $1)`;

const ORDER: Record<SearchSort, string> = {
  relevance: 'score DESC, d."downloadCount" DESC, d."id"',
  name: 'd."name" ASC, d."id"',
  downloads: 'd."downloadCount" DESC, d."id"',
  rating: 'd."rating" DESC, d."downloadCount" DESC, d."id"',
  date: 'd."releasedOn" DESC NULLS LAST, d."downloadCount" DESC, d."id"',
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

@Injectable()
export class SearchService {
  private readonly columns: string;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.columns = db
      .getMetadata(Driver)
      .columns.filter((c) => c.isSelect)
      .map((c) => `d."${c.databaseName}"`)
      .join(', ');
  }

  async search(query: SearchQueryDto): Promise<SearchResultDto> {
    const q = (query.q ?? '').trim().toLowerCase();
    const sort = query.sort ?? 'relevance';
    const limit = query.limit ?? 20;
    const offset = query.offset ?? 0;
    const manufacturer = query.manufacturer && (findManufacturer(query.manufacturer)?.name ?? query.manufacturer.trim());
    /** The filters, numbered after the parameters already in `params`. */
    const filters = (params: unknown[]) => [
      ...(query.category ? [`d."category" = $${params.push(query.category)}`] : []),
      ...(manufacturer ? [`lower(d."manufacturer") = lower($${params.push(manufacturer)})`] : []),
    ];
    // With no query, relevance means most downloaded first (spec 000, section 9).
    const params: unknown[] = q ? [likePattern(q)] : [];
    const conditions = [...(q ? [MATCHES] : []), ...filters(params)];
    const exact = await this.page(conditions, q ? SCORE : 'd."downloadCount"', ORDER[sort], params, limit, offset);
    if (exact.total > 0 || q.length < SUGGESTION_MIN_LENGTH) return { ...exact, fuzzy: false, sort };
    const corrected = await this.correctSpelling(q);
    if (!corrected) return { ...exact, fuzzy: true, sort };
    return { ...(await this.search({ ...query, q: corrected })), fuzzy: true, sort };
  }

  /** Each word of the query replaced by the closest word of the catalogue; null when nothing changes or is close. */
  private async correctSpelling(q: string): Promise<string | null> {
    const words = q.split(/[^a-z0-9]+/).filter(Boolean);
    const corrected = await Promise.all(
      words.map(async (word) => {
        if (word.length < SUGGESTION_MIN_LENGTH) return word;
        const [closest] = await this.db.query(
          `SELECT "word" FROM "search_words" WHERE similarity("word", $1) >= ${TYPO_SIMILARITY} AND "word" % $1 ORDER BY "word" <-> $1, "word" LIMIT 1`,
          [word],
        );
        return (closest as { word: string } | undefined)?.word ?? word;
      }),
    );
    const text = corrected.join(' ');
    return text !== words.join(' ') ? text : null;
  }

  /** The search box's suggestions: the best matches of a query of at least 3 characters, at most 8. */
  async suggestions(text: string): Promise<SuggestionDto[]> {
    const q = text.trim().toLowerCase();
    if (q.length < SUGGESTION_MIN_LENGTH) return [];
    return this.db.query(
      `SELECT d."id", d."name", d."description", d."manufacturer", d."category", ${SCORE} AS score
         FROM drivers d WHERE ${MATCHES}
        ORDER BY ${ORDER.relevance} LIMIT ${SUGGESTION_LIMIT}`,
      [likePattern(q)],
    ).then((rows: Array<SuggestionDto & { score: unknown }>) => rows.map(({ score: _score, ...suggestion }) => suggestion));
  }

  private async page(conditions: string[], score: string, order: string, params: unknown[], limit: number, offset: number): Promise<{ total: number; items: Driver[] }> {
    const query = (sql: string, values: unknown[]) => this.db.query(sql, values);
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const rows = (await query(
      `SELECT ${this.columns}, ${score} AS score, COUNT(*) OVER () AS total
         FROM drivers d ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      params,
    )) as Array<Driver & { score: unknown; total: string }>;
    let total = rows.length ? Number(rows[0].total) : 0;
    if (!rows.length && offset > 0) {
      total = Number(((await query(`SELECT COUNT(*) AS total FROM drivers d ${where}`, params)) as Array<{ total: string }>)[0].total);
    }
    return { total, items: rows.map(({ score: _score, total: _total, ...driver }) => driver as Driver) };
  }
}
