import { Body, Controller, Get, Header, HttpCode, Param, Patch, Post, Query, Res, SetMetadata, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AUDITED_ACTION, AuditInterceptor, type AuditedAction } from '../../platform/auth/audit/audit.interceptor';
import { AdminOnly, AdminWrite } from '../../platform/auth/admin-only.decorator';
import { ErrorResponseDto } from '../../platform/common/error-response.dto';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { Idempotent } from '../../platform/idempotency/idempotent.decorator';
import { CreatePrivacyRequestDto, PrivacyRequestReceiptDto } from './dto/create-privacy-request.dto';
import { PersonalDataDto } from './dto/personal-data.dto';
import { PrivacyRequestListQueryDto, PrivacyRequestPageDto, PrivacyRequestWithHistoryDto, UpdatePrivacyRequestDto } from './dto/privacy-request-admin.dto';
import { PersonalDataService } from './personal-data.service';
import { PrivacyRequestsService } from './privacy-requests.service';

@ApiTags('privacy-requests')
@Controller('privacy-requests')
export class PrivacyRequestsController {
  constructor(
    private readonly requests: PrivacyRequestsService,
    private readonly personalData: PersonalDataService,
  ) {}

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

  /** Everything stored for the request's e-mail address, in any case: contact messages and privacy requests (admin). */
  @Get(':id/personal-data')
  @AdminOnly()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No privacy request has this id.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The request concerns no stored data (an opt-out or another request).' })
  findPersonalData(@Param('id', ParseIdPipe) id: number): Promise<PersonalDataDto> {
    return this.personalData.find(id);
  }

  /**
   * The same, as one JSON file to answer a request to know (or for a copy) with; the handing over joins the request's
   * history and the audit log (admin). A read, so its answer is never kept as an idempotent write's would be.
   */
  @Get(':id/personal-data/export')
  @AdminOnly()
  @SetMetadata(AUDITED_ACTION, { action: 'Personal data exported', target: 'privacy request', label: 'reference' } satisfies AuditedAction)
  @UseInterceptors(AuditInterceptor)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No privacy request has this id.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The request is not a request to know or for a copy, or it is completed or denied.' })
  async exportPersonalData(@Param('id', ParseIdPipe) id: number, @Res({ passthrough: true }) res: Response): Promise<PersonalDataDto> {
    const data = await this.personalData.export(id);
    res.setHeader('Content-Disposition', `attachment; filename="personal-data-${data.reference}.json"`);
    return data;
  }

  /** Deletes the contact messages of the request's e-mail address (in any case) and notes it in the request's history; the privacy requests are kept, as the law requires (admin). */
  @Post(':id/personal-data/deletion')
  @HttpCode(200)
  @AdminWrite('Personal data deleted', 'privacy request', 'reference')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No privacy request has this id.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The request is not a request to delete, or it is completed or denied.' })
  deletePersonalData(@Param('id', ParseIdPipe) id: number): Promise<PrivacyRequestWithHistoryDto> {
    return this.personalData.delete(id);
  }
}
