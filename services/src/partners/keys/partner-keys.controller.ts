import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, AdminWrite } from '../../platform/auth/admin-only.decorator';
import { ErrorResponseDto } from '../../platform/common/error-response.dto';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { AnswerHoldsSecret } from '../../platform/idempotency/idempotent.decorator';
import { CreatePartnerKeyDto, PartnerKeyDto, PartnerKeySecretDto, UpdatePartnerKeyDto } from './dto/partner-keys.dto';
import { PartnerKeys } from './partner-keys.service';

const NOT_FOUND = { type: ErrorResponseDto, description: 'No partner key has this id.' };
const REVOKED = { type: ErrorResponseDto, description: 'The key was revoked.' };

@ApiTags('partners')
@Controller('admin/partner-keys')
export class PartnerKeysController {
  constructor(private readonly keys: PartnerKeys) {}

  /** Makes a partner's API key with its own quota; its secret is in this answer alone (admin). */
  @Post()
  @AdminWrite('Partner key created', 'partner key', 'name')
  @AnswerHoldsSecret()
  create(@Body() input: CreatePartnerKeyDto): Promise<PartnerKeySecretDto> {
    return this.keys.create(input);
  }

  /** The partner keys, newest first, without their secrets, with their requests per day over 30 days (admin). */
  @Get()
  @AdminOnly()
  list(): Promise<PartnerKeyDto[]> {
    return this.keys.list();
  }

  /** Renames a key or changes its quota; the gateways use the new quota at once (admin). */
  @Patch(':id')
  @AdminWrite('Partner key changed', 'partner key', 'name')
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(REVOKED)
  update(@Param('id', ParseIdPipe) id: number, @Body() input: UpdatePartnerKeyDto): Promise<PartnerKeyDto> {
    return this.keys.update(id, input);
  }

  /** Gives the key a new secret, in this answer alone; the old secret is refused from now on (admin). */
  @Post(':id/rotation')
  @AdminWrite('Partner key rotated', 'partner key', 'name')
  @AnswerHoldsSecret()
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(REVOKED)
  rotate(@Param('id', ParseIdPipe) id: number): Promise<PartnerKeySecretDto> {
    return this.keys.rotate(id);
  }

  /** Revokes a key: every request with it is refused (401) from now on (admin). */
  @Delete(':id')
  @AdminWrite('Partner key revoked', 'partner key', 'name')
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The key was already revoked.' })
  revoke(@Param('id', ParseIdPipe) id: number): Promise<PartnerKeyDto> {
    return this.keys.revoke(id);
  }
}
