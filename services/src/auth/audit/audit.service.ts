import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PageQueryDto } from '../../common/page-query.dto';
import { pageOf } from '../../common/paging';
import { AuditEntry } from './audit-entry.entity';
import { AuditPageDto } from './dto/audit-page.dto';

export type AuditRecord = Pick<AuditEntry, 'action' | 'target' | 'request' | 'sessionId'>;

@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  async record(entry: AuditRecord): Promise<void> {
    await this.entries.insert(entry);
  }

  /** Newest first, a page at a time. */
  async list(query: PageQueryDto): Promise<AuditPageDto> {
    const { page, pageSize, skip, take } = pageOf(query);
    const [items, total] = await this.entries.findAndCount({ order: { id: 'DESC' }, skip, take });
    return { items, total, page, pageSize };
  }
}
