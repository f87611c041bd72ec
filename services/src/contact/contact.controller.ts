import { Body, Controller, Get, NotFoundException, Param, Patch, Post, Query } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { IsNull, Not, Repository } from 'typeorm';
import { AdminOnly, AdminWrite } from '../auth/admin-only.decorator';
import { ErrorResponseDto } from '../common/error-response.dto';
import { pageOf } from '../common/paging';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { writeTransaction } from '../database/write-transaction';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageListQueryDto, ContactMessagePageDto, UpdateContactMessageDto } from './dto/contact-message-admin.dto';
import { ContactMessageReceiptDto, CreateContactMessageDto } from './dto/create-contact-message.dto';

@ApiTags('contact')
@Controller('contact-messages')
export class ContactController {
  constructor(@InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>) {}

  /** Stores a visitor's message for the operator. */
  @Post()
  @Idempotent()
  async create(@Body() input: CreateContactMessageDto): Promise<ContactMessageReceiptDto> {
    const { id, receivedAt } = await writeTransaction(this.messages.manager, (manager) => manager.save(manager.create(ContactMessage, input)));
    return { id, receivedAt };
  }

  /** The messages, newest first, a page at a time, optionally of one category, handled or not (admin). */
  @Get()
  @AdminOnly()
  async list(@Query() query: ContactMessageListQueryDto): Promise<ContactMessagePageDto> {
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

  /** Marks a message handled, or waiting again (admin). */
  @Patch(':id')
  @AdminWrite('Contact message updated', 'message')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No message has this id.' })
  async update(@Param('id', ParseIdPipe) id: number, @Body() { handled }: UpdateContactMessageDto): Promise<ContactMessage> {
    return writeTransaction(this.messages.manager, async (manager) => {
      const { affected } = await manager.update(ContactMessage, id, { handledAt: handled ? () => 'COALESCE("handledAt", now())' : null });
      if (!affected) throw new NotFoundException(`No contact message has the id ${id}`);
      return (await manager.findOneBy(ContactMessage, { id }))!;
    });
  }
}
