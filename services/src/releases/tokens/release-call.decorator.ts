import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { TOKEN_SECURITY } from '../../platform/access-tokens';
import { SESSION_SECURITY } from '../../platform/auth/admin-only.decorator';
import { ErrorResponseDto } from '../../platform/common/error-response.dto';
import { Idempotent } from '../../platform/idempotency/idempotent.decorator';
import { ReleaseAuthGuard } from './release-auth.guard';

/**
 * A release call: the operator's signed-in session (writes from the site's own origin), or a team's release token
 * (`Authorization: Bearer …`) for its own remote. Its changes are audit-logged by the registry, naming the actor.
 */
export function ReleaseCall() {
  return applyDecorators(
    UseGuards(ReleaseAuthGuard),
    ApiCookieAuth(SESSION_SECURITY),
    ApiBearerAuth(TOKEN_SECURITY['release-token'].bearer),
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No signed-in admin session, or a release token that is unknown or revoked.' }),
  );
}

/** A release write: a release call that takes an Idempotency-Key. */
export function ReleaseWrite() {
  return applyDecorators(
    ReleaseCall(),
    Idempotent(),
    ApiForbiddenResponse({ type: ErrorResponseDto, description: 'The session request comes from another origin, or the token is for another remote.' }),
  );
}
