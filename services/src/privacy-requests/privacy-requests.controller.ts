import { Body, Controller, Get, Post } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import { PRIVACY_REQUEST_CONFIRMATION_HOURS, PRIVACY_REQUEST_DUE_DAYS } from '@driveratlas/catalog';
import { Repository } from 'typeorm';
import { AdminOnly } from '../auth/admin-only.decorator';
import { newestFirst } from '../common/admin-list';
import { CreatePrivacyRequestDto, PrivacyRequestReceiptDto } from './dto/create-privacy-request.dto';
import { PrivacyRequest } from './privacy-request.entity';

@ApiTags('privacy-requests')
@Controller('privacy-requests')
export class PrivacyRequestsController {
  constructor(@InjectRepository(PrivacyRequest) private readonly requests: Repository<PrivacyRequest>) {}

  /** Stores a privacy rights request with its reference: confirmed within 24 hours, answered within 30 days. */
  @Post()
  async create(@Body() input: CreatePrivacyRequestDto): Promise<PrivacyRequestReceiptDto> {
    const receivedAt = new Date();
    const after = (hours: number) => new Date(receivedAt.getTime() + hours * 3_600_000);
    // The reference names the id, which the insert draws: it is written in the same transaction.
    const saved = await this.requests.manager.transaction(async (manager) => {
      const request = await manager.save(
        manager.create(PrivacyRequest, {
          ...input,
          reference: `pending-${randomUUID()}`,
          status: 'received',
          phone: input.phone ?? null,
          receivedAt,
          confirmationDueAt: after(PRIVACY_REQUEST_CONFIRMATION_HOURS),
          dueAt: after(PRIVACY_REQUEST_DUE_DAYS * 24),
        }),
      );
      request.reference = `PR-${receivedAt.getUTCFullYear()}-${String(request.id).padStart(6, '0')}`;
      await manager.update(PrivacyRequest, request.id, { reference: request.reference });
      return request;
    });
    return {
      id: saved.id,
      reference: saved.reference,
      status: saved.status,
      receivedAt: saved.receivedAt,
      confirmationDueAt: saved.confirmationDueAt,
      responseDueAt: saved.dueAt,
    };
  }

  /** The latest 500 requests, newest first (admin). */
  @Get()
  @AdminOnly()
  list(): Promise<PrivacyRequest[]> {
    return newestFirst(this.requests);
  }
}
