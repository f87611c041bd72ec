import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CATEGORY_NAMES, findManufacturer } from '@driveratlas/catalog';
import { DataSource } from 'typeorm';
import { Driver } from '../drivers/driver.entity';
import { SearchQueryDto, SearchSort } from './dto/search-query.dto';
import { SearchResultDto, SuggestionDto } from './dto/search-result.dto';

export const SUGGESTION_LIMIT = 8;
export const SUGGESTION_MIN_LENGTH = 3;
/** How alike a misspelt word and a word of the catalogue must be (pg_trgm similarity). */
const TYPO_SIMILARITY = 0.35;

/**
 * Spec 000 sections 5 and 9, in PostgreSQL. A driver matches when each word of the query is a
 * case-insensitive substring of its name, description, manufacturer or category (for a one-word
 * query, the spec's rule; found through the trigram index on "searchText"); then the exact category
 * and the manufacturer filters. Relevance: a field scores (name +100, manufacturer +50, category +30,
 * description +20) when it holds every word; plus the stored "staticScore" (latest +10, verified +5,
 * downloads / 1000); best first.
 */
const FIELD_SCORES = { name: 100, manufacturer: 50, category: 30, description: 20 } as const;
const score = (wordParams: string[]) =>
  `(${Object.entries(FIELD_SCORES)
    .map(([field, points]) => `CASE WHEN ${wordParams.map((p) => `lower(d."${field}") LIKE ${p}`).join(' AND ')} THEN ${points} ELSE 0 END`)
    .join(' + ')} + d."staticScore")`;

const ORDER: Record<SearchSort, string> = {
  relevance: 'score DESC, d."downloadCount" DESC, d."id"',
  name: 'd."name" ASC, d."id"',
  downloads: 'd."downloadCount" DESC, d."id"',
  rating: 'd."rating" DESC, d."downloadCount" DESC, d."id"',
  date: 'd."releasedOn" DESC NULLS LAST, d."downloadCount" DESC, d."id"',
};

/** Matches are counted up to this many; beyond it the answer says there are more (`totalCapped`). */
export const TOTAL_CAP = 1000;
/** The best matches by relevance are first read in "staticScore" order, this many rows at first, four times more each round. */
const FIRST_READ = 200;
const LAST_READ = 12_800;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const wordsOf = (q: string) => q.split(/\s+/).filter(Boolean);

interface Scored {
  score: string;
  staticScore: string;
  downloadCount: number;
  id: number;
}
const byRelevance = (a: Scored, b: Scored) => Number(b.score) - Number(a.score) || b.downloadCount - a.downloadCount || a.id - b.id;

/** A query's parameters, its WHERE clause and the parameters of its words' LIKE patterns (for the score). */
class SearchSql {
  readonly params: unknown[] = [];
  readonly conditions: string[] = [];
  readonly wordParams: string[];

  constructor(words: string[], category?: string, manufacturer?: string) {
    this.wordParams = words.map((word) => this.param(likePattern(word)));
    for (const p of this.wordParams) this.conditions.push(`d."searchText" LIKE ${p}`);
    if (category) this.conditions.push(`d."category" = ${this.param(category)}`);
    if (manufacturer) this.conditions.push(`lower(d."manufacturer") = lower(${this.param(manufacturer)})`);
  }

  param(value: unknown): string {
    return `$${this.params.push(value)}`;
  }

  get where(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}

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
    const words = wordsOf(q);
    const sql = new SearchSql(words, query.category, manufacturer);
    const counted = await this.countUpTo(sql, TOTAL_CAP + 1);
    if (counted === 0 && q.length >= SUGGESTION_MIN_LENGTH) {
      const corrected = await this.correctSpelling(q);
      if (corrected) return { ...(await this.search({ ...query, q: corrected })), fuzzy: true, sort };
    }
    const items =
      counted === 0 ? [] : sort === 'relevance' && words.length ? await this.bestMatches(sql, words, limit, offset) : await this.ordered(sql, ORDER[sort].replace('score DESC', 'd."downloadCount" DESC'), limit, offset);
    return { total: Math.min(counted, TOTAL_CAP), totalCapped: counted > TOTAL_CAP, fuzzy: counted === 0 && q.length >= SUGGESTION_MIN_LENGTH, sort, items: items as Driver[] };
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
    const words = wordsOf(q);
    const rows = await this.bestMatches(new SearchSql(words), words, SUGGESTION_LIMIT, 0);
    return rows.map(({ id, name, description, manufacturer, category }) => ({ id, name, description, manufacturer, category }));
  }

  /** How many drivers match, counting no further than `cap`. */
  private async countUpTo(sql: SearchSql, cap: number): Promise<number> {
    const [{ n }] = await this.db.query(`SELECT COUNT(*)::int AS n FROM (SELECT 1 FROM drivers d ${sql.where} LIMIT ${cap}) s`, sql.params);
    return n;
  }

  private ordered(sql: SearchSql, order: string, limit: number, offset: number): Promise<Driver[]> {
    return this.db.query(`SELECT ${this.columns} FROM drivers d ${sql.where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`, sql.params);
  }

  /**
   * The matches ranked `offset` to `offset + limit` by relevance, without scoring every match: matches
   * are read in "staticScore" order, and once the k-th best score read beats what any unread match could
   * still reach (the highest field score this query can earn plus the last static score read), the rest
   * cannot enter the top k. When that takes too long a read, every match is scored.
   */
  private async bestMatches(sql: SearchSql, words: string[], limit: number, offset: number): Promise<Array<Driver & Scored>> {
    const k = offset + limit;
    const ceiling = await this.highestFieldScore(words);
    const select = `SELECT ${this.columns}, ${score(sql.wordParams)} AS score, d."staticScore" AS "staticScore" FROM drivers d ${sql.where}`;
    const strip = (rows: Array<Driver & Scored>) => rows.map(({ score: _score, staticScore: _static, ...driver }) => driver as Driver & Scored);
    for (let read = Math.max(FIRST_READ, 4 * k); read <= LAST_READ; read *= 4) {
      const rows: Array<Driver & Scored> = await this.db.query(`${select} ORDER BY d."staticScore" DESC, d."id" LIMIT ${read}`, sql.params);
      const ranked = [...rows].sort(byRelevance);
      const complete = rows.length < read;
      const unreadBest = ceiling + Number(rows.at(-1)?.staticScore ?? 0);
      if (complete || (ranked.length >= k && Number(ranked[k - 1].score) > unreadBest)) return strip(ranked.slice(offset, k));
    }
    return strip(await this.db.query(`${select} ORDER BY ${ORDER.relevance} LIMIT ${limit} OFFSET ${offset}`, sql.params));
  }

  /**
   * The most a match of these words can earn from its fields: name and description may always hold them;
   * the category and manufacturer only when one of the categories, or of the manufacturers in the
   * catalogue (listed from their index, one probe each), holds every word.
   */
  private async highestFieldScore(words: string[]): Promise<number> {
    const holdsAll = (value: string) => words.every((w) => value.toLowerCase().includes(w));
    const manufacturers: Array<{ manufacturer: string }> = await this.db.query(`
      WITH RECURSIVE m AS (
        (SELECT "manufacturer" FROM drivers ORDER BY "manufacturer" LIMIT 1)
        UNION ALL
        SELECT (SELECT "manufacturer" FROM drivers WHERE "manufacturer" > m."manufacturer" ORDER BY "manufacturer" LIMIT 1) FROM m WHERE m."manufacturer" IS NOT NULL
      ) SELECT "manufacturer" FROM m WHERE "manufacturer" IS NOT NULL`);
    return (
      FIELD_SCORES.name +
      FIELD_SCORES.description +
      (manufacturers.some((m) => holdsAll(m.manufacturer)) ? FIELD_SCORES.manufacturer : 0) +
      (CATEGORY_NAMES.some(holdsAll) ? FIELD_SCORES.category : 0)
    );
  }
}
