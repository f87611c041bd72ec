import { Body, Controller, Get, Post } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import { PRIVACY_REQUEST_DUE_DAYS } from '@driveratlas/catalog';
import { Repository } from 'typeorm';
import { AdminOnly } from '../auth/admin-only.decorator';
import { newestFirst } from '../common/admin-list';
import { CreatePrivacyRequestDto, PrivacyRequestReceiptDto } from './dto/create-privacy-request.dto';
import { PrivacyRequest } from './privacy-request.entity';

@ApiTags('privacy-requests')
@Controller('privacy-requests')
export class PrivacyRequestsController {
  constructor(@InjectRepository(PrivacyRequest) private readonly requests: Repository<PrivacyRequest>) {}

  /** Stores a privacy rights request; it is due 30 days after receipt. */
  @Post()
  async create(@Body() input: CreatePrivacyRequestDto): Promise<PrivacyRequestReceiptDto> {
    const receivedAt = new Date();
    const dueAt = new Date(receivedAt.getTime() + PRIVACY_REQUEST_DUE_DAYS * 86_400_000);
    const saved = await this.requests.save(this.requests.create({ ...input, phone: input.phone ?? null, receivedAt, dueAt }));
    return { id: saved.id, receivedAt: saved.receivedAt, dueAt: saved.dueAt };
  }

  /** The latest 500 requests, newest first (admin). */
  @Get()
  @AdminOnly()
  list(): Promise<PrivacyRequest[]> {
    return newestFirst(this.requests);
  }
}
