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
/** Rows read in storage order to tell a query that matches many drivers (cheaply) before asking the index. */
const SAMPLE = 20_000;
/** The best k matches by relevance are read in "staticScore" order: 2 k rows at first (at least FIRST_READ), four times more each round. */
const FIRST_READ = 16;
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
    const counted = await this.countMatches(sql);
    const many = counted > TOTAL_CAP;
    if (counted === 0 && q.length >= SUGGESTION_MIN_LENGTH) {
      const corrected = await this.correctSpelling(q);
      if (corrected) return { ...(await this.search({ ...query, q: corrected })), fuzzy: true, sort };
    }
    const items =
      counted === 0
        ? []
        : sort === 'relevance' && words.length
          ? await this.bestMatches(sql, words, limit, offset, many)
          : await this.read<Driver>(`SELECT ${this.columns} FROM drivers d ${sql.where} ORDER BY ${ORDER[sort].replace('score DESC', 'd."downloadCount" DESC')} LIMIT ${limit} OFFSET ${offset}`, sql.params, many);
    return { total: Math.min(counted, TOTAL_CAP), totalCapped: many, fuzzy: counted === 0 && q.length >= SUGGESTION_MIN_LENGTH, sort, items: items as Driver[] };
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
    const sql = new SearchSql(words);
    const rows = await this.bestMatches(sql, words, SUGGESTION_LIMIT, 0, (await this.countMatches(sql)) > TOTAL_CAP);
    return rows.map(({ id, name, description, manufacturer, category }) => ({ id, name, description, manufacturer, category }));
  }

  /**
   * How many drivers match, counted no further than TOTAL_CAP + 1, the cheaper way. With one condition
   * the planner knows how many rows match and picks its plan well. With several it multiplies their
   * selectivities and underestimates, and a bitmap of tens of thousands of matches is slow to build; so
   * unless its estimate is far below the cap, the first SAMPLE rows in storage order are counted first:
   * they answer at once for a query that matches many.
   */
  private async countMatches(sql: SearchSql): Promise<number> {
    if (sql.conditions.length > 1 && (await this.estimatedMatches(sql)) > TOTAL_CAP / 10) {
      const [sample] = await this.db.query(
        `SELECT COUNT(*)::int AS n FROM (
           SELECT 1 FROM (SELECT "searchText", "category", "manufacturer" FROM drivers LIMIT ${SAMPLE}) d ${sql.where} LIMIT ${TOTAL_CAP + 1}) s`,
        sql.params,
      );
      if (sample.n > TOTAL_CAP) return sample.n;
    }
    const [{ n }] = await this.db.query(`SELECT COUNT(*)::int AS n FROM (SELECT 1 FROM drivers d ${sql.where} LIMIT ${TOTAL_CAP + 1}) s`, sql.params);
    return n;
  }

  /** The planner's estimate of the matches (no rows are read). */
  private async estimatedMatches(sql: SearchSql): Promise<number> {
    const [{ 'QUERY PLAN': [plan] }] = await this.db.query(`EXPLAIN (FORMAT JSON) SELECT 1 FROM drivers d ${sql.where}`, sql.params);
    return plan.Plan['Plan Rows'];
  }

  /**
   * Runs a read. When many drivers match, reading an ordered index and stopping at the limit beats a
   * bitmap of every match, but the planner cannot know it (it multiplies the words' selectivities), so
   * it is told not to use a bitmap.
   */
  private read<T>(text: string, params: unknown[], many: boolean): Promise<T[]> {
    if (!many) return this.db.query(text, params);
    return this.db.transaction(async (manager) => {
      await manager.query('SET LOCAL enable_bitmapscan = off');
      return manager.query(text, params);
    });
  }

  /**
   * The matches ranked `offset` to `offset + limit` by relevance. A few matches are all scored at once.
   * Many are read in "staticScore" order, and once the k-th best score read beats what any unread match
   * could still reach (the highest field score this query can earn plus the last static score read),
   * the rest cannot enter the top k; when that takes too long a read, every match is scored.
   */
  private async bestMatches(sql: SearchSql, words: string[], limit: number, offset: number, many: boolean): Promise<Driver[]> {
    const k = offset + limit;
    // Ranking reads only what it compares; the k drivers are read whole at the end.
    const select = `SELECT d."id", d."downloadCount", ${score(sql.wordParams)} AS score, d."staticScore" AS "staticScore" FROM drivers d ${sql.where}`;
    let best: Scored[] | undefined;
    if (many) {
      const ceiling = await this.highestFieldScore(words);
      for (let read = Math.max(FIRST_READ, 2 * k); !best && read <= LAST_READ; read *= 4) {
        const rows = await this.read<Scored>(`${select} ORDER BY d."staticScore" DESC, d."id" LIMIT ${read}`, sql.params, true);
        const ranked = [...rows].sort(byRelevance);
        const unreadBest = ceiling + Number(rows.at(-1)?.staticScore ?? 0);
        if (rows.length < read || (ranked.length >= k && Number(ranked[k - 1].score) > unreadBest)) best = ranked.slice(offset, k);
      }
    }
    best ??= await this.db.query(`${select} ORDER BY ${ORDER.relevance} LIMIT ${limit} OFFSET ${offset}`, sql.params);
    const ids = best!.map((row) => row.id);
    const drivers: Driver[] = await this.db.query(`SELECT ${this.columns} FROM drivers d WHERE d."id" = ANY($1::int[])`, [ids]);
    const byId = new Map(drivers.map((driver) => [driver.id, driver]));
    return ids.map((id) => byId.get(id)!);
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
