import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiSecurity, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/error-response.dto';
import { PARTNER_KEY_SECURITY, PartnerKeyGuard } from '../partners/partner-key.guard';

/** A call on one endpoint: 404 when there is none of this id (or, for a key, none of its own). */
export const OnOneEndpoint = () =>
  ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No webhook endpoint has this id (of this key, for a partner).' });

/** A partner's own call, with its API key. */
export function PartnerCall() {
  return applyDecorators(
    UseGuards(PartnerKeyGuard),
    ApiBearerAuth(PARTNER_KEY_SECURITY.bearer),
    ApiSecurity(PARTNER_KEY_SECURITY.header),
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No API key, or one that is unknown or revoked.' }),
  );
}
