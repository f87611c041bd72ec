import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, AdminWrite } from '../../platform/auth/admin-only.decorator';
import { ErrorResponseDto } from '../../platform/common/error-response.dto';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { Idempotent } from '../../platform/idempotency/idempotent.decorator';
import { ContactMessage } from './contact-message.entity';
import { ContactService } from './contact.service';
import { ContactMessageListQueryDto, ContactMessagePageDto, UpdateContactMessageDto } from './dto/contact-message-admin.dto';
import { ContactMessageReceiptDto, CreateContactMessageDto } from './dto/create-contact-message.dto';

@ApiTags('contact')
@Controller('contact-messages')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** Stores a visitor's message for the operator. */
  @Post()
  @Idempotent()
  async create(@Body() input: CreateContactMessageDto): Promise<ContactMessageReceiptDto> {
    const { id, receivedAt } = await this.contact.create(input);
    return { id, receivedAt };
  }

  /** The messages, newest first, a page at a time, optionally of one category, handled or not (admin). */
  @Get()
  @AdminOnly()
  list(@Query() query: ContactMessageListQueryDto): Promise<ContactMessagePageDto> {
    return this.contact.list(query);
  }

  /** Marks a message handled, or waiting again (admin). */
  @Patch(':id')
  @AdminWrite('Contact message updated', 'message')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No message has this id.' })
  update(@Param('id', ParseIdPipe) id: number, @Body() { handled }: UpdateContactMessageDto): Promise<ContactMessage> {
    return this.contact.setHandled(id, handled);
  }
}
