import { afterCondition, SortKey } from '../../platform/common/cursor';
import { FIELD_SCORES, SearchedField, searchedFieldSql } from '../search-relevance/relevance';
import { likePattern } from '../search-relevance/search-words';

/** What narrows a search besides its words. */
export interface SearchFilters {
  /** Exact category name. */
  category?: string;
  /** Manufacturer name, compared in any case. */
  manufacturer?: string;
  /** The operating-system texts of the catalogue that name the version asked for (an index answers equality; few distinct texts). */
  operatingSystems?: string[];
  /** The architectures of the catalogue that fit the one asked for. */
  architectures?: string[];
}

/**
 * A query's conditions, relevance score and parameters, in one of two forms. `indexed` tests each word
 * with LIKE, which the trigram index answers: for counting, and for reading a few matches. `scanned`
 * tests it with strpos, which no index answers and the planner takes to hold for many rows: when many
 * drivers match, reading an ordered index and stopping at the limit beats a bitmap of every match, but
 * the planner cannot know it (it multiplies the words' selectivities and underestimates). The filters
 * read only columns that the narrow copy "driver_search_texts" and the "staticScore" index carry.
 */
export class SearchSql {
  readonly params: unknown[] = [];
  readonly conditions: string[];
  private readonly wordParams: string[];

  constructor(
    private readonly words: string[],
    private readonly filters: SearchFilters,
    private readonly form: 'indexed' | 'scanned',
    after?: { keys: SortKey[]; values: Array<string | null> },
  ) {
    this.wordParams = words.map((word) => this.param(form === 'indexed' ? likePattern(word) : word));
    this.conditions = this.wordParams.map((p) => this.holds('d."searchText"', p));
    const { category, manufacturer, operatingSystems, architectures } = filters;
    if (category) this.conditions.push(`d."category" = ${this.param(category)}`);
    if (manufacturer) this.conditions.push(`lower(d."manufacturer") = lower(${this.param(manufacturer)})`);
    if (operatingSystems) this.conditions.push(`d."operatingSystem" = ANY(${this.param(operatingSystems)}::text[])`);
    if (architectures) this.conditions.push(`d."architecture" = ANY(${this.param(architectures)}::text[])`);
    if (after) this.conditions.push(afterCondition(after.keys, after.values, (i) => this.param(after.values[i])));
  }

  /** The same query, only the matches after a cursor's row in the keys' order (keyset paging, ../common/cursor.ts). */
  after(keys: SortKey[], values: Array<string | null>): SearchSql {
    return new SearchSql(this.words, this.filters, this.form, { keys, values });
  }

  get where(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }

  /** Relevance: a field scores when it holds every word (read back from "searchText"), plus the stored "staticScore". */
  get score(): string {
    const fields = Object.entries(FIELD_SCORES).map(
      ([field, points]) =>
        `CASE WHEN ${this.wordParams.map((p) => this.holds(searchedFieldSql('d."searchText"', field as SearchedField), p)).join(' AND ')} THEN ${points} ELSE 0 END`,
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
export interface SearchForms {
  indexed: SearchSql;
  scanned: SearchSql;
}
export const searchForms = (words: string[], filters: SearchFilters): SearchForms => ({
  indexed: new SearchSql(words, filters, 'indexed'),
  scanned: new SearchSql(words, filters, 'scanned'),
});
