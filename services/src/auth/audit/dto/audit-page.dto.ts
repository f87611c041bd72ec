import { AuditEntry } from '../audit-entry.entity';

export class AuditPageDto {
  items: AuditEntry[];

  /** @example 120 */
  total: number;

  /** @example 1 */
  page: number;

  /** @example 20 */
  pageSize: number;
}
