import { Body, Controller, Get, Header, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AdminOnly, AdminWrite } from '../auth/admin-only.decorator';
import { ErrorResponseDto } from '../common/error-response.dto';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { CreatePrivacyRequestDto, PrivacyRequestReceiptDto } from './dto/create-privacy-request.dto';
import { PrivacyRequestListQueryDto, PrivacyRequestPageDto, PrivacyRequestWithHistoryDto, UpdatePrivacyRequestDto } from './dto/privacy-request-admin.dto';
import { PrivacyRequestsService } from './privacy-requests.service';

@ApiTags('privacy-requests')
@Controller('privacy-requests')
export class PrivacyRequestsController {
  constructor(private readonly requests: PrivacyRequestsService) {}

  /** Stores a privacy rights request with its reference: confirmed within 24 hours, answered within 30 days. */
  @Post()
  @Idempotent()
  async create(@Body() input: CreatePrivacyRequestDto): Promise<PrivacyRequestReceiptDto> {
    const saved = await this.requests.create(input);
    return {
      id: saved.id,
      reference: saved.reference,
      status: saved.status,
      receivedAt: saved.receivedAt,
      confirmationDueAt: saved.confirmationDueAt,
      responseDueAt: saved.dueAt,
    };
  }

  /** The requests, a page at a time, optionally of one status (admin): open ones first, the most overdue at the top, then closed ones newest first. */
  @Get()
  @AdminOnly()
  list(@Query() query: PrivacyRequestListQueryDto): Promise<PrivacyRequestPageDto> {
    return this.requests.list(query);
  }

  /** Every request with every field and its history, as a CSV file (admin). */
  @Get('export')
  @AdminOnly()
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description:
      'reference, id, status, overdue, requestType, firstName, lastName, email, phone, state, description, receivedAt, confirmationDueAt, dueAt, extended, retainUntil, history.',
    schema: { type: 'string' },
  })
  async export(@Res({ passthrough: true }) res: Response): Promise<string> {
    res.setHeader('Content-Disposition', `attachment; filename="privacy-requests-${new Date().toISOString().slice(0, 10)}.csv"`);
    return this.requests.exportCsv();
  }

  /** One request with the history of every change, oldest first (admin). */
  @Get(':id')
  @AdminOnly()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No privacy request has this id.' })
  get(@Param('id', ParseIdPipe) id: number): Promise<PrivacyRequestWithHistoryDto> {
    return this.requests.get(id);
  }

  /** Changes the status and/or extends the answer's due date to 60 days (once, with the reason as the note); each change joins the history (admin). */
  @Patch(':id')
  @AdminWrite('Privacy request updated', 'privacy request', 'reference')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No privacy request has this id.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The request is completed or denied, or was already extended.' })
  update(@Param('id', ParseIdPipe) id: number, @Body() input: UpdatePrivacyRequestDto): Promise<PrivacyRequestWithHistoryDto> {
    return this.requests.update(id, input);
  }
}
