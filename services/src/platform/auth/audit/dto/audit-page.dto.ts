import { IntersectionType } from '@nestjs/swagger';
import { CursorQueryDto, PageQueryDto } from '../../../common/page-query.dto';
import { AuditEntry } from '../audit-entry.entity';

/** A page of the audit log, by number (`page`) or after a cursor (`after`). */
export class AuditLogQueryDto extends IntersectionType(PageQueryDto, CursorQueryDto) {}

export class AuditPageDto {
  items: AuditEntry[];

  /** @example 120 */
  total: number;

  /** @example 1 */
  page: number;

  /** @example 20 */
  pageSize: number;

  /** The cursor of the page after this one (for `after`), null on the last page. @example null */
  nextCursor: string | null;
}
