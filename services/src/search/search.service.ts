import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Architecture, CATEGORY_NAMES, fitsArchitecture, runsOnWindows, WindowsVersion } from '@driveratlas/catalog';
import { DataSource } from 'typeorm';
import { Driver } from '../drivers/driver.entity';
import { manufacturerName } from '../drivers/drivers.service';
import { SearchQueryDto, SearchSort } from './dto/search-query.dto';
import { SearchResultDto, SuggestionDto } from './dto/search-result.dto';
import { parseQueryTerms } from './query-terms';
import { compactText, FIELD_SCORES } from './relevance';
import { SearchFilters, SearchForms, searchForms, SearchSql, searchWordsOf } from './search-sql';

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

type Scored = Driver & { score: string; staticScore: string };
const byRelevance = (a: Scored, b: Scored) => Number(b.score) - Number(a.score) || b.downloadCount - a.downloadCount || a.id - b.id;

/** What one search found, before the answer says how it was understood. */
type Found = Pick<SearchResultDto, 'total' | 'totalCapped' | 'fuzzy' | 'items'>;

/**
 * Spec 000 sections 5 and 9, in PostgreSQL. The query is understood first (./query-terms.ts): a Windows
 * version and an architecture it names become filters. A driver matches when each remaining word is a
 * case-insensitive substring of its name, description, manufacturer or category, spaces and hyphens aside
 * (for a one-word query, the spec's rule and more: "rtx4070" finds "RTX 4070"; found through the trigram
 * index on "searchText"); then the category, manufacturer, operating system and architecture filters.
 * Relevance (./relevance.ts): each field's points when it holds every word, plus the stored "staticScore";
 * best first. The search page and the search box's suggestions both ask `search`.
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
    const terms = parseQueryTerms(query.q ?? '');
    const sort = query.sort ?? 'relevance';
    const os = query.os ?? terms.os;
    const architecture = query.architecture ?? terms.architecture;
    const filters: SearchFilters = {
      category: query.category,
      manufacturer: query.manufacturer && manufacturerName(query.manufacturer),
      ...(await this.compatibilityFilters(os, architecture)),
    };
    const { total, totalCapped, fuzzy, items } = await this.find(terms.text, filters, sort, query.limit ?? 20, query.offset ?? 0);
    return {
      total,
      totalCapped,
      fuzzy,
      sort,
      ...(os && { os }),
      ...(architecture && { architecture }),
      ...((terms.os || terms.architecture) && { q: terms.text }),
      items,
    };
  }

  /** The search box's suggestions: the search page's first 8 results (typos corrected alike), for a query of at least 3 characters. */
  async suggestions(text: string): Promise<SuggestionDto[]> {
    if (text.trim().length < SUGGESTION_MIN_LENGTH) return [];
    const { items } = await this.search({ q: text, limit: SUGGESTION_LIMIT });
    return items.map(({ id, name, description, manufacturer, category }) => ({ id, name, description, manufacturer, category }));
  }

  /** The drivers matching `q` (lower-cased, the filters taken out) and the filters, or else its closest spellings (`fuzzy`). */
  private async find(q: string, filters: SearchFilters, sort: SearchSort, limit: number, offset: number): Promise<Found> {
    const words = searchWordsOf(q);
    const forms = searchForms(words, filters);
    const counted = await this.countMatches(forms);
    const many = counted > TOTAL_CAP;
    const read = many ? forms.scanned : forms.indexed;
    if (counted === 0 && q.length >= SUGGESTION_MIN_LENGTH) {
      const corrected = await this.correctSpelling(q);
      if (corrected) return { ...(await this.find(corrected, filters, sort, limit, offset)), fuzzy: true };
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
           SELECT 1 FROM (SELECT "searchText", "category", "manufacturer", "operatingSystem", "architecture" FROM driver_search_texts LIMIT ${SAMPLE}) d ${scanned.where} LIMIT ${TOTAL_CAP + 1}) s`,
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
   * The operating system and architecture filters as the texts of the catalogue that pass them, read by
   * runsOnWindows and fitsArchitecture (@driveratlas/catalog): a column holds few distinct texts, and
   * equality lets its index find the drivers of a rare one and the planner estimate how many there are.
   */
  private async compatibilityFilters(os?: WindowsVersion, architecture?: Architecture): Promise<Pick<SearchFilters, 'operatingSystems' | 'architectures'>> {
    return {
      ...(os && { operatingSystems: (await this.distinctValues('operatingSystem')).filter((text) => runsOnWindows(text, os)) }),
      ...(architecture && { architectures: (await this.distinctValues('architecture')).filter((text) => fitsArchitecture(text, architecture)) }),
    };
  }

  /** The distinct values of an indexed column of the drivers, listed from its index (one probe each). */
  private async distinctValues(column: 'manufacturer' | 'operatingSystem' | 'architecture'): Promise<string[]> {
    const rows: Array<{ value: string }> = await this.db.query(`
      WITH RECURSIVE v AS (
        (SELECT "${column}" AS value FROM drivers ORDER BY "${column}" LIMIT 1)
        UNION ALL
        SELECT (SELECT "${column}" FROM drivers WHERE "${column}" > v.value ORDER BY "${column}" LIMIT 1) FROM v WHERE v.value IS NOT NULL
      ) SELECT value FROM v WHERE value IS NOT NULL`);
    return rows.map((row) => row.value);
  }

  /**
   * The most a match of these words can earn from its fields: name and description may always hold them;
   * the category and manufacturer only when one of the categories, or of the manufacturers in the
   * catalogue (listed from their index, one probe each), holds every word.
   */
  private async highestFieldScore(words: string[]): Promise<number> {
    const holdsAll = (value: string) => words.every((w) => compactText(value).includes(w));
    const manufacturers = await this.distinctValues('manufacturer');
    return (
      FIELD_SCORES.name +
      FIELD_SCORES.description +
      (manufacturers.some(holdsAll) ? FIELD_SCORES.manufacturer : 0) +
      (CATEGORY_NAMES.some(holdsAll) ? FIELD_SCORES.category : 0)
    );
  }
}
