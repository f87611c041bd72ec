import { BadRequestException, Injectable } from '@nestjs/common';
import { Architecture, fitsArchitecture, runsOnWindows, SearchSort, SUGGESTION_MIN_LENGTH, WindowsVersion } from '@driveratlas/driver-domain';
import { CursorScope, decodeCursor, refuseBoth } from '../../platform/common/cursor';
import { manufacturerName } from '../drivers/drivers.service';
import { searchWordsOf } from '../search-relevance/search-words';
import { DistinctValues } from './distinct-values';
import { SearchQueryDto } from './dto/search-query.dto';
import { SearchResultDto, SuggestionDto } from './dto/search-result.dto';
import { WORDS_TOTAL_CAP } from '../search-relevance/search-words';
import { MatchCount } from './match-count';
import { parseQueryTerms } from './query-terms';
import { Ranking, SEARCH_ORDER, SearchPage } from './ranking';
import { SearchFilters, searchForms } from './search-sql';
import { SpellingCorrection } from './spelling-correction';

export const SUGGESTION_LIMIT = 8;

/** What one search found, before the answer says how it was understood. */
type Found = Pick<SearchResultDto, 'total' | 'totalCapped' | 'fuzzy' | 'items' | 'nextCursor'>;

/**
 * Spec 000 sections 5 and 9, in PostgreSQL. The query is understood first (./query-terms.ts): a Windows
 * version and an architecture it names become filters. A driver matches when each remaining word is a
 * case-insensitive substring of its name, description, manufacturer or category, spaces and hyphens aside
 * (for a one-word query, the spec's rule and more: "rtx4070" finds "RTX 4070"; found through the trigram
 * index on "searchText"); then the category, manufacturer, operating system and architecture filters.
 * The matches are counted (./match-count.ts) and ranked (./ranking.ts; relevance: ../search-relevance/relevance.ts),
 * and a query that matches nothing is spelt again (./spelling-correction.ts). The search page and the
 * search box's suggestions both ask `search`.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly matchCount: MatchCount,
    private readonly ranking: Ranking,
    private readonly spelling: SpellingCorrection,
    private readonly values: DistinctValues,
  ) {}

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
    const { total, totalCapped, fuzzy, items, nextCursor } = await this.find(terms.text, filters, sort, this.pageAsked(query, sort));
    return {
      total,
      totalCapped,
      fuzzy,
      sort,
      ...(os && { os }),
      ...(architecture && { architecture }),
      ...((terms.os || terms.architecture) && { q: terms.text }),
      items,
      ...(nextCursor !== undefined && { nextCursor }),
    };
  }

  /** The page asked for: from `offset`, or after the cursor `after`, which only a sort other than relevance takes. */
  private pageAsked({ q, category, manufacturer, os, architecture, limit = 20, offset, after }: SearchQueryDto, sort: SearchSort): SearchPage {
    const scope: CursorScope = { list: '/api/search', sort, filters: { q, category, manufacturer, os, architecture } };
    if (after === undefined) return { limit, offset: offset ?? 0, scope };
    if (sort === 'relevance') {
      throw new BadRequestException(
        'after cannot page the relevance sort, whose ranking is not a stable key: choose another sort (name, downloads, rating or date) for paging by cursor, or page by offset.',
      );
    }
    refuseBoth('offset', offset);
    return { limit, offset: 0, after: decodeCursor(after, scope, SEARCH_ORDER[sort]), scope };
  }

  /** The search box's suggestions: the search page's first 8 results (typos corrected alike), for a query of at least 3 characters. */
  async suggestions(text: string): Promise<SuggestionDto[]> {
    if (text.trim().length < SUGGESTION_MIN_LENGTH) return [];
    const { items } = await this.search({ q: text, limit: SUGGESTION_LIMIT });
    return items.map(({ id, name, description, manufacturer, category }) => ({ id, name, description, manufacturer, category }));
  }

  /** The drivers matching `q` (lower-cased, the filters taken out) and the filters, or else its closest spellings (`fuzzy`). */
  private async find(q: string, filters: SearchFilters, sort: SearchSort, page: SearchPage): Promise<Found> {
    const words = searchWordsOf(q);
    const forms = searchForms(words, filters);
    const counted = await this.matchCount.of(forms);
    const many = counted > WORDS_TOTAL_CAP;
    const misspelt = counted === 0 && q.length >= SUGGESTION_MIN_LENGTH;
    if (misspelt) {
      const corrected = await this.spelling.correct(q);
      if (corrected) return { ...(await this.find(corrected, filters, sort, page)), fuzzy: true };
    }
    return {
      total: Math.min(counted, WORDS_TOTAL_CAP),
      totalCapped: many,
      fuzzy: misspelt,
      ...(counted === 0 ? { items: [], ...(sort !== 'relevance' && { nextCursor: null }) } : await this.ranking.page(forms, words, sort, page, many)),
    };
  }

  /**
   * The operating system and architecture filters as the texts of the catalogue that pass them, read by
   * runsOnWindows and fitsArchitecture (@driveratlas/driver-domain): a column holds few distinct texts, and
   * equality lets its index find the drivers of a rare one and the planner estimate how many there are.
   */
  private async compatibilityFilters(os?: WindowsVersion, architecture?: Architecture): Promise<Pick<SearchFilters, 'operatingSystems' | 'architectures'>> {
    return {
      ...(os && { operatingSystems: (await this.values.of('operatingSystem')).filter((text) => runsOnWindows(text, os)) }),
      ...(architecture && { architectures: (await this.values.of('architecture')).filter((text) => fitsArchitecture(text, architecture)) }),
    };
  }
}
