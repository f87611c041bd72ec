import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminOnly } from '../../platform/auth/admin-only.decorator';
import { ErrorResponseDto } from '../../platform/common/error-response.dto';
import { sendsGlobalPrivacyControl } from '../../platform/common/global-privacy-control';
import { Idempotent } from '../../platform/idempotency/idempotent.decorator';
import { ConsentRecord } from './consent-record.entity';
import { ConsentService } from './consent.service';
import { ConsentRecordReceiptDto, CreateConsentRecordDto } from './dto/create-consent-record.dto';

@ApiTags('consent')
@Controller('consent-records')
export class ConsentController {
  constructor(private readonly consent: ConsentService) {}

  /**
   * Records a consent choice as proof, with the time; no address, browser or other personal data.
   * Sent with `Sec-GPC: 1`, it is stored as necessary only, whatever the body says.
   */
  @Post()
  @Idempotent()
  async create(@Body() input: CreateConsentRecordDto, @Req() request: Request): Promise<ConsentRecordReceiptDto> {
    const { consentId, recordedAt } = await this.consent.record(input, input.gpc || sendsGlobalPrivacyControl(request));
    return { consentId, recordedAt };
  }

  /** Every choice recorded under a consent id, oldest first (admin): what that visitor agreed to, and when. */
  @Get(':consentId')
  @AdminOnly()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Nothing was recorded under this id.' })
  @ApiParam({
    name: 'consentId',
    description: 'The UUID (version 4) a choice was recorded under.',
    schema: { type: 'string', format: 'uuid', example: '5b0f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b' },
  })
  async history(@Param('consentId', new ParseUUIDPipe({ version: '4' })) consentId: string): Promise<ConsentRecord[]> {
    return this.consent.history(consentId);
  }
}
