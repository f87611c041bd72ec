import type { PageQueryDto } from './page-query.dto';

export const DEFAULT_PAGE_SIZE = 20;

/** The page asked for, with its defaults, as TypeORM's skip and take. */
export function pageOf({ page = 1, pageSize = DEFAULT_PAGE_SIZE }: PageQueryDto) {
  return { page, pageSize, skip: (page - 1) * pageSize, take: pageSize };
}

/** "true" or "false" in a query string, as a boolean. */
export const queryBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
