import { Body, Controller, Get, Post } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import { Repository } from 'typeorm';
import { AdminOnly } from '../auth/admin-only.decorator';
import { newestFirst } from '../common/admin-list';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageReceiptDto, CreateContactMessageDto } from './dto/create-contact-message.dto';

@ApiTags('contact')
@Controller('contact-messages')
export class ContactController {
  constructor(@InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>) {}

  /** Stores a visitor's message for the operator. */
  @Post()
  async create(@Body() input: CreateContactMessageDto): Promise<ContactMessageReceiptDto> {
    const { id, receivedAt } = await this.messages.save(this.messages.create(input));
    return { id, receivedAt };
  }

  /** The latest 500 messages, newest first (admin). */
  @Get()
  @AdminOnly()
  list(): Promise<ContactMessage[]> {
    return newestFirst(this.messages);
  }
}
