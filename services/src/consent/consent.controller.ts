import { Body, Controller, Get, NotFoundException, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiNotFoundResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Repository } from 'typeorm';
import { AdminOnly } from '../auth/admin-only.decorator';
import { ErrorResponseDto } from '../common/error-response.dto';
import { sendsGlobalPrivacyControl } from '../common/global-privacy-control';
import { writeTransaction } from '../database/write-transaction';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { ConsentRecord } from './consent-record.entity';
import { ConsentRecordReceiptDto, CreateConsentRecordDto } from './dto/create-consent-record.dto';

@ApiTags('consent')
@Controller('consent-records')
export class ConsentController {
  constructor(@InjectRepository(ConsentRecord) private readonly records: Repository<ConsentRecord>) {}

  /**
   * Records a consent choice as proof, with the time; no address, browser or other personal data.
   * Sent with `Sec-GPC: 1`, it is stored as necessary only, whatever the body says.
   */
  @Post()
  @Idempotent()
  async create(@Body() input: CreateConsentRecordDto, @Req() request: Request): Promise<ConsentRecordReceiptDto> {
    const gpc = input.gpc || sendsGlobalPrivacyControl(request);
    const choice = gpc ? { functional: false, analytics: false, advertising: false } : input;
    const { consentId, recordedAt } = await writeTransaction(this.records.manager, (manager) =>
      manager.save(
        manager.create(ConsentRecord, {
          consentId: input.consentId,
          functional: choice.functional,
          analytics: choice.analytics,
          advertising: choice.advertising,
          policyVersion: input.policyVersion,
          gpc,
        }),
      ),
    );
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
    const records = await this.records.find({ where: { consentId }, order: { id: 'ASC' } });
    if (!records.length) throw new NotFoundException(`No consent was recorded under ${consentId}`);
    return records;
  }
}
