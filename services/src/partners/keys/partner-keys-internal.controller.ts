import { BadRequestException, Body, Controller, Get, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { PartnerKeyQuota, PartnerKeyUsageBatchDto } from './dto/partner-keys.dto';
import { PartnerKeys } from './partner-keys.service';

/** Where the gateway asks for keys and sends their usage: outside `/api` (see app.setup.ts), so no visitor reaches it. */
export const PARTNER_KEYS_INTERNAL_PATHS = ['/internal/partner-keys/usage', '/internal/partner-keys/:sha256'];

/**
 * What the gateway learns of keys (by the SHA-256 of their secrets, never the secrets) and tells of their usage: in the
 * internal document, which the gateway's client is generated from, never in the public one (openapi/document.ts).
 */
@ApiTags('internal')
@Controller('internal/partner-keys')
export class PartnerKeysInternalController {
  constructor(private readonly keys: PartnerKeys) {}

  /** Adds a gateway's counts of keys' requests since its last batch. */
  @Post('usage')
  @HttpCode(204)
  async usage(@Body() batch: PartnerKeyUsageBatchDto): Promise<void> {
    await this.keys.recordUsage(batch.counts);
  }

  /** A live key's id and quota; 404 for an unknown or revoked one. */
  @Get(':sha256')
  @ApiNotFoundResponse({ description: 'No live partner key has this hash.' })
  async quota(@Param('sha256') sha256: string): Promise<PartnerKeyQuota> {
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new BadRequestException('A key is named by the SHA-256 of its secret: 64 hex digits.');
    const found = await this.keys.quotaOf(sha256);
    if (!found) throw new NotFoundException('No live partner key has this hash.');
    return found;
  }
}
