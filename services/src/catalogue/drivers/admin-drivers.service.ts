import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { Category } from '../categories/category.entity';
import { decodeCursor, orderOf, readPage, SortKey, whereAfter } from '../../platform/common/cursor';
import { pageOf } from '../../platform/common/paging';
import { RetentionService } from '../../platform/retention/retention.service';
import { likePattern, searchWordsOf, WORDS_TOTAL_CAP } from '../search-relevance/search-words';
import { Driver } from './driver.entity';
import { manufacturerName } from './drivers.service';
import { AdminDriverPageDto, AdminDriverQueryDto, AdminDriverSort, AdminOverviewDto } from './dto/admin-driver-query.dto';

/** Matches are counted up to this many; past it, the table says "more than 10,000" and the operator narrows the filters. */
export const ADMIN_TOTAL_CAP = 10_000;
export const ADMIN_TOP_DRIVERS = 5;

const BY_ID: SortKey = { column: 'd.id', direction: 'ASC', type: 'integer' };
const BY_DOWNLOADS: SortKey = { column: 'd.downloadCount', direction: 'DESC', type: 'integer' };

/** Each sort follows an index, so a page is read without sorting the catalogue; ties by id, so a cursor names one place. */
const ORDER: Record<AdminDriverSort, SortKey[]> = {
  downloads: [BY_DOWNLOADS, BY_ID],
  name: [{ column: 'd.name', direction: 'ASC', type: 'text' }, BY_ID],
  date: [{ column: 'd.releasedOn', direction: 'DESC', type: 'date', nullable: true }, BY_DOWNLOADS, BY_ID],
  updated: [{ column: 'd.updatedAt', direction: 'DESC', type: 'timestamptz' }, BY_ID],
};

@Injectable()
export class AdminDriversService {
  constructor(
    @InjectRepository(Driver) private readonly drivers: Repository<Driver>,
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    private readonly retention: RetentionService,
  ) {}

  /**
   * One page of the table. Words are found in the search text like search finds them: through the trigram
   * index when the planner expects few matches, and otherwise tested row by row with strpos while the
   * sort's index is read (a bitmap of tens of thousands of matches would take seconds), except in name
   * order; the count stops at 1,000 (10,000 without words), where the table says there are more.
   */
  async page(query: AdminDriverQueryDto): Promise<AdminDriverPageDto> {
    const { page, pageSize, skip, take } = pageOf(query);
    const words = searchWordsOf(query.q ?? '');
    const cap = words.length ? WORDS_TOTAL_CAP : ADMIN_TOTAL_CAP;
    const sort = query.sort ?? 'downloads';
    const indexed = this.filtered(query, words, 'indexed');
    const many = words.length > 0 && (await this.estimatedRows(indexed)) > cap / 10;
    const qb = many ? this.filtered(query, words, 'scanned') : indexed;
    const [sql, params] = qb
      .clone()
      .select('1')
      .limit(cap + 1)
      .getQueryAndParameters();
    const [{ n }] = await this.drivers.query(`SELECT COUNT(*)::int AS n FROM (${sql}) s`, params);
    // The words are in the names: matches sit together in name order, far down the index for a name late in
    // the alphabet, so the matches (found through the trigram index) are sorted instead of the index walked.
    const sorted = words.length && sort === 'name' ? indexed.orderBy(`d.name || ''`, 'ASC').addOrderBy('d.id', 'ASC') : qb.orderBy(orderOf(ORDER[sort]));
    const totals = { total: Math.min(n, cap), totalCapped: n > cap, page, pageSize };
    if (query.after === undefined) {
      const items = skip < n ? await readPage(sorted.offset(skip), ORDER[sort], this.scope(query, sort), take) : { items: [], nextCursor: null };
      return { ...totals, ...items };
    }
    if (query.page !== undefined)
      throw new BadRequestException('after and page cannot be used together: page by cursor (after) or by number (page), not both.');
    whereAfter(sorted, ORDER[sort], decodeCursor(query.after, this.scope(query, sort), ORDER[sort]));
    return { ...totals, ...(await readPage(sorted, ORDER[sort], this.scope(query, sort), take)) };
  }

  private scope({ q, category, manufacturer, verified, latest }: AdminDriverQueryDto, sort: AdminDriverSort) {
    return { list: '/api/admin/drivers', sort, filters: { q, category, manufacturer, verified, latest } };
  }

  private filtered(query: AdminDriverQueryDto, words: string[], form: 'indexed' | 'scanned') {
    const qb = this.drivers.createQueryBuilder('d');
    words.forEach((word, i) =>
      form === 'indexed'
        ? qb.andWhere(`d."searchText" LIKE :w${i}`, { [`w${i}`]: likePattern(word) })
        : qb.andWhere(`strpos(d."searchText", :w${i}) > 0`, { [`w${i}`]: word }),
    );
    if (query.category) qb.andWhere('d.category = :category', { category: query.category });
    if (query.manufacturer) qb.andWhere('lower(d.manufacturer) = lower(:manufacturer)', { manufacturer: manufacturerName(query.manufacturer) });
    if (query.verified !== undefined) qb.andWhere('d.isVerified = :verified', { verified: query.verified });
    if (query.latest !== undefined) qb.andWhere('d.isLatest = :latest', { latest: query.latest });
    return qb;
  }

  /** The planner's estimate of the rows a query finds (none are read). */
  private async estimatedRows(qb: SelectQueryBuilder<Driver>): Promise<number> {
    const [sql, params] = qb.clone().select('1').getQueryAndParameters();
    const [
      {
        'QUERY PLAN': [plan],
      },
    ] = await this.drivers.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    return plan.Plan['Plan Rows'];
  }

  /** The dashboard's counters, in one read of the drivers, the top 5 and the last retention runs. */
  async overview(): Promise<AdminOverviewDto> {
    const [totals] = await this.drivers.query(
      `SELECT COUNT(*)::int AS "totalDrivers", COUNT(*) FILTER (WHERE "isVerified")::int AS "verifiedDrivers",
              COALESCE(SUM("downloadCount"), 0)::bigint AS "totalDownloads" FROM drivers`,
    );
    const mostDownloaded = await this.drivers.find({ order: { downloadCount: 'DESC', id: 'ASC' }, take: ADMIN_TOP_DRIVERS });
    return {
      totalDrivers: totals.totalDrivers,
      categories: await this.categories.count(),
      totalDownloads: Number(totals.totalDownloads),
      verifiedDrivers: totals.verifiedDrivers,
      mostDownloaded,
      retentionRuns: await this.retention.lastRuns(),
    };
  }
}
