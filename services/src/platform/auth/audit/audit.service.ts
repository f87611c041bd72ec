import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CursorScope, readPage, SortKey, startOfPage } from '../../common/cursor';
import { pageOf } from '../../common/paging';
import { AuditEntry } from './audit-entry.entity';
import { AuditLogQueryDto, AuditPageDto } from './dto/audit-page.dto';

/** Newest first: the id, as entries are numbered as they are written. */
const AUDIT_ORDER: SortKey[] = [{ column: 'a.id', direction: 'DESC', type: 'integer' }];
const AUDIT_SCOPE: CursorScope = { list: '/api/admin/audit-log', sort: 'newest', filters: {} };

export type AuditRecord = Pick<AuditEntry, 'action' | 'target' | 'request' | 'sessionId'>;

@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  async record(entry: AuditRecord): Promise<void> {
    await this.entries.insert(entry);
  }

  /** Newest first, a page at a time or after a cursor. */
  async list(query: AuditLogQueryDto): Promise<AuditPageDto> {
    const { page, pageSize, skip, take } = pageOf(query);
    const paged = startOfPage(this.entries.createQueryBuilder('a'), AUDIT_ORDER, AUDIT_SCOPE, query, skip);
    const total = await this.entries.count();
    return { ...(await readPage(paged, AUDIT_ORDER, AUDIT_SCOPE, take)), total, page, pageSize };
  }
}
