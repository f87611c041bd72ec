import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CATEGORY_NAMES } from '@driveratlas/catalog';
import { DataSource } from 'typeorm';
import { Driver } from '../drivers/driver.entity';
import { manufacturerName } from '../drivers/drivers.service';
import { SearchQueryDto, SearchSort } from './dto/search-query.dto';
import { SearchResultDto, SuggestionDto } from './dto/search-result.dto';
import { FIELD_SCORES } from './relevance';

export const SUGGESTION_LIMIT = 8;
export const SUGGESTION_MIN_LENGTH = 3;
/** How alike a misspelt word and a word of the catalogue must be (pg_trgm similarity). */
const TYPO_SIMILARITY = 0.35;

const ORDER: Record<SearchSort, string> = {
  relevance: 'score DESC, d."downloadCount" DESC, d."id"',
  name: 'd."name" ASC, d."id"',
  downloads: 'd."downloadCount" DESC, d."id"',
  rating: 'd."rating" DESC, d."downloadCount" DESC, d."id"',
  date: 'd."releasedOn" DESC NULLS LAST, d."downloadCount" DESC, d."id"',
};

/** Matches are counted up to this many; beyond it the answer says there are more (`totalCapped`). */
export const TOTAL_CAP = 1000;
/** Rows of the narrow copy read to tell a query that matches many drivers (cheaply) before asking the index. */
const SAMPLE = 20_000;
/** The best k matches by relevance are read in "staticScore" order: 2 k rows at first (at least FIRST_READ), four times more each round. */
const FIRST_READ = 16;
const LAST_READ = 12_800;

/** A LIKE pattern that finds the text anywhere, its wildcards escaped. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const wordsOf = (q: string) => q.split(/\s+/).filter(Boolean);

type Scored = Driver & { score: string; staticScore: string };
const byRelevance = (a: Scored, b: Scored) => Number(b.score) - Number(a.score) || b.downloadCount - a.downloadCount || a.id - b.id;

/**
 * A query's conditions, relevance score and parameters, in one of two forms. `indexed` tests each word
 * with LIKE, which the trigram index answers: for counting, and for reading a few matches. `scanned`
 * tests it with strpos, which no index answers and the planner takes to hold for many rows: when many
 * drivers match, reading an ordered index and stopping at the limit beats a bitmap of every match, but
 * the planner cannot know it (it multiplies the words' selectivities and underestimates).
 */
class SearchSql {
  readonly params: unknown[] = [];
  readonly conditions: string[];
  private readonly wordParams: string[];

  constructor(
    words: string[],
    category: string | undefined,
    manufacturer: string | undefined,
    private readonly form: 'indexed' | 'scanned',
  ) {
    this.wordParams = words.map((word) => this.param(form === 'indexed' ? likePattern(word) : word));
    this.conditions = this.wordParams.map((p) => this.holds('d."searchText"', p));
    if (category) this.conditions.push(`d."category" = ${this.param(category)}`);
    if (manufacturer) this.conditions.push(`lower(d."manufacturer") = lower(${this.param(manufacturer)})`);
  }

  get where(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }

  /** Relevance: a field scores when it holds every word, plus the stored "staticScore". */
  get score(): string {
    const fields = Object.entries(FIELD_SCORES).map(
      ([field, points]) => `CASE WHEN ${this.wordParams.map((p) => this.holds(`lower(d."${field}")`, p)).join(' AND ')} THEN ${points} ELSE 0 END`,
    );
    return `(${fields.join(' + ')} + d."staticScore")`;
  }

  private holds(text: string, wordParam: string): string {
    return this.form === 'indexed' ? `${text} LIKE ${wordParam}` : `strpos(${text}, ${wordParam}) > 0`;
  }

  private param(value: unknown): string {
    return `$${this.params.push(value)}`;
  }
}

/** A query in both forms. */
interface SearchForms {
  indexed: SearchSql;
  scanned: SearchSql;
}
const searchForms = (words: string[], category?: string, manufacturer?: string): SearchForms => ({
  indexed: new SearchSql(words, category, manufacturer, 'indexed'),
  scanned: new SearchSql(words, category, manufacturer, 'scanned'),
});

/**
 * Spec 000 sections 5 and 9, in PostgreSQL. A driver matches when each word of the query is a
 * case-insensitive substring of its name, description, manufacturer or category (for a one-word
 * query, the spec's rule; found through the trigram index on "searchText"); then the exact category
 * and the manufacturer filters. Relevance (./relevance.ts): each field's points when it holds every
 * word, plus the stored "staticScore"; best first.
 */
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
    const manufacturer = query.manufacturer && manufacturerName(query.manufacturer);
    const words = wordsOf(q);
    const forms = searchForms(words, query.category, manufacturer);
    const counted = await this.countMatches(forms);
    const many = counted > TOTAL_CAP;
    const read = many ? forms.scanned : forms.indexed;
    if (counted === 0 && q.length >= SUGGESTION_MIN_LENGTH) {
      const corrected = await this.correctSpelling(q);
      if (corrected) return { ...(await this.search({ ...query, q: corrected })), fuzzy: true, sort };
    }
    const items =
      counted === 0
        ? []
        : sort === 'relevance' && words.length
          ? await this.bestMatches(forms, words, limit, offset, many)
          : await this.db.query(
              `SELECT ${this.columns} FROM drivers d ${read.where} ORDER BY ${ORDER[sort].replace('score DESC', 'd."downloadCount" DESC')} LIMIT ${limit} OFFSET ${offset}`,
              read.params,
            );
    return {
      total: Math.min(counted, TOTAL_CAP),
      totalCapped: many,
      fuzzy: counted === 0 && q.length >= SUGGESTION_MIN_LENGTH,
      sort,
      items: items as Driver[],
    };
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
    const forms = searchForms(words);
    const rows = await this.bestMatches(forms, words, SUGGESTION_LIMIT, 0, (await this.countMatches(forms)) > TOTAL_CAP);
    return rows.map(({ id, name, description, manufacturer, category }) => ({ id, name, description, manufacturer, category }));
  }

  /**
   * How many drivers match, counted no further than TOTAL_CAP + 1, the cheaper way. Unless the planner
   * expects far fewer matches than the cap (with several words it multiplies their selectivities and
   * underestimates), the first SAMPLE rows of the narrow copy of what search matches against are counted
   * first: they answer at once for a query that matches many, where the trigram index would build a
   * bitmap of tens of thousands of matches and a scan of the drivers would read their wide rows.
   * Otherwise the index finds the few.
   */
  private async countMatches({ indexed, scanned }: SearchForms): Promise<number> {
    if (indexed.conditions.length && (await this.estimatedMatches(indexed)) > TOTAL_CAP / 10) {
      const [sample] = await this.db.query(
        `SELECT COUNT(*)::int AS n FROM (
           SELECT 1 FROM (SELECT "searchText", "category", "manufacturer" FROM driver_search_texts LIMIT ${SAMPLE}) d ${scanned.where} LIMIT ${TOTAL_CAP + 1}) s`,
        scanned.params,
      );
      if (sample.n > TOTAL_CAP) return sample.n;
    }
    const [{ n }] = await this.db.query(`SELECT COUNT(*)::int AS n FROM (SELECT 1 FROM drivers d ${indexed.where} LIMIT ${TOTAL_CAP + 1}) s`, indexed.params);
    return n;
  }

  /** The planner's estimate of the matches (no rows are read). */
  private async estimatedMatches(sql: SearchSql): Promise<number> {
    const [
      {
        'QUERY PLAN': [plan],
      },
    ] = await this.db.query(`EXPLAIN (FORMAT JSON) SELECT 1 FROM drivers d ${sql.where}`, sql.params);
    return plan.Plan['Plan Rows'];
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
