import type { Request, Response } from 'express';
import { nextLink } from './cursor';
import type { PageQueryDto } from './page-query.dto';

export const DEFAULT_PAGE_SIZE = 20;

/** The page asked for, with its defaults, as TypeORM's skip and take. */
export function pageOf({ page = 1, pageSize = DEFAULT_PAGE_SIZE }: PageQueryDto) {
  return { page, pageSize, skip: (page - 1) * pageSize, take: pageSize };
}

/** "true" or "false" in a query string, as a boolean. */
export const queryBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** The headers of a list answered as an array, giving the next page's cursor. */
export const NEXT_PAGE_HEADERS = {
  Link: { description: 'The next page: `<…&after=CURSOR>; rel="next"`; absent on the last page.', schema: { type: 'string' } },
  'Next-Cursor': { description: 'The cursor of the next page, for `after`; absent on the last page.', schema: { type: 'string' } },
};

/** Sets the Link and Next-Cursor headers when a next page follows. */
export function sendNextPage(request: Request, response: Response, nextCursor: string | null): void {
  const link = nextLink(request.originalUrl, nextCursor);
  if (!link || !nextCursor) return;
  response.setHeader('Link', link);
  response.setHeader('Next-Cursor', nextCursor);
}
