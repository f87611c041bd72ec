import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiSecurity, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../platform/common/error-response.dto';
import { TOKEN_SECURITY } from '../../platform/access-tokens';
import { PartnerKeyGuard } from '../keys/partner-key.guard';

const PARTNER_KEY_SECURITY = TOKEN_SECURITY['partner-key'];

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
