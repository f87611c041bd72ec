import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import { pageOf } from '../common/paging';
import { Write, writer } from '../database/write-transaction';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageListQueryDto, ContactMessagePageDto } from './dto/contact-message-admin.dto';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';

/** The visitors' messages to the operator, and whether each was handled. */
@Injectable()
export class ContactService {
  constructor(@InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>) {}

  @Write()
  async create(input: CreateContactMessageDto): Promise<ContactMessage> {
    const manager = writer();
    return manager.save(manager.create(ContactMessage, input));
  }

  /** The messages, newest first, a page at a time, optionally of one category, handled or not. */
  async list(query: ContactMessageListQueryDto): Promise<ContactMessagePageDto> {
    const { page, pageSize, skip, take } = pageOf(query);
    const handled = query.handled === undefined ? {} : { handledAt: query.handled ? Not(IsNull()) : IsNull() };
    const [items, total] = await this.messages.findAndCount({
      where: { ...(query.category && { category: query.category }), ...handled },
      order: { id: 'DESC' },
      skip,
      take,
    });
    return { items, total, page, pageSize };
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
