import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CursorScope, readPage, SortKey, startOfPage } from '../../platform/common/cursor';
import { pageOf } from '../../platform/common/paging';
import { Write, writer } from '../../platform/database/write-transaction';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageListQueryDto, ContactMessagePageDto } from './dto/contact-message-admin.dto';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';

/** Newest first: the id, as messages are numbered as they arrive. */
const CONTACT_MESSAGE_ORDER: SortKey[] = [{ column: 'm.id', direction: 'DESC', type: 'integer' }];

/** The visitors' messages to the operator, and whether each was handled. */
@Injectable()
export class ContactService {
  constructor(@InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>) {}

  @Write()
  async create(input: CreateContactMessageDto): Promise<ContactMessage> {
    const manager = writer();
    return manager.save(manager.create(ContactMessage, input));
  }

  /** The messages, newest first, a page at a time or after a cursor, optionally of one category, handled or not. */
  async list(query: ContactMessageListQueryDto): Promise<ContactMessagePageDto> {
    const { page, pageSize, skip, take } = pageOf(query);
    const qb = this.messages.createQueryBuilder('m');
    if (query.category) qb.andWhere('m.category = :category', { category: query.category });
    if (query.handled !== undefined) qb.andWhere(query.handled ? 'm.handledAt IS NOT NULL' : 'm.handledAt IS NULL');
    const scope: CursorScope = { list: '/api/contact-messages', sort: 'newest', filters: { category: query.category, handled: query.handled } };
    const counting = qb.clone();
    const paged = startOfPage(qb, CONTACT_MESSAGE_ORDER, scope, query, skip);
    const total = await counting.getCount();
    return { ...(await readPage(paged, CONTACT_MESSAGE_ORDER, scope, take)), total, page, pageSize };
  }

  /** Marks a message handled (keeping when it first was), or waiting again; 404 for an unknown id. */
  @Write()
  async setHandled(id: number, handled: boolean): Promise<ContactMessage> {
    const manager = writer();
    const { affected } = await manager.update(ContactMessage, id, { handledAt: handled ? () => 'COALESCE("handledAt", now())' : null });
    if (!affected) throw new NotFoundException(`No contact message has the id ${id}`);
    return (await manager.findOneBy(ContactMessage, { id }))!;
  }
}
