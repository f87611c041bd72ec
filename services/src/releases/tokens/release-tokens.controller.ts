import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, AdminWrite } from '../../platform/auth/admin-only.decorator';
import { ErrorResponseDto } from '../../platform/common/error-response.dto';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { AnswerHoldsSecret } from '../../platform/idempotency/idempotent.decorator';
import { CreatedReleaseTokenDto, CreateReleaseTokenDto, ReleaseTokenDto } from './dto/release-tokens.dto';
import { ReleaseTokensService } from './release-tokens.service';

@ApiTags('remote-releases')
@Controller('admin/release-tokens')
export class ReleaseTokensController {
  constructor(private readonly tokens: ReleaseTokensService) {}

  /** Makes a token for a team's release pipeline, which may act on its own remote only; its secret is in this answer alone (admin). */
  @Post()
  @AdminWrite('Release token created', 'release token', 'name')
  @AnswerHoldsSecret()
  create(@Body() input: CreateReleaseTokenDto): Promise<CreatedReleaseTokenDto> {
    return this.tokens.create(input);
  }

  /** The release tokens, newest first, without their secrets (admin). */
  @Get()
  @AdminOnly()
  list(): Promise<ReleaseTokenDto[]> {
    return this.tokens.list();
  }

  /** Revokes a token: it is refused from now on (admin). */
  @Delete(':id')
  @AdminWrite('Release token revoked', 'release token', 'name')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No release token has this id.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The token was already revoked.' })
  revoke(@Param('id', ParseIdPipe) id: number): Promise<ReleaseTokenDto> {
    return this.tokens.revoke(id);
  }
}
