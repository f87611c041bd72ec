import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SESSION_SECURITY } from '../auth/admin-only.decorator';
import { ErrorResponseDto } from '../common/error-response.dto';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { ReleaseAuthGuard } from './release-auth.guard';

/** The OpenAPI security scheme of a team's release token. */
export const RELEASE_TOKEN_SECURITY = 'releaseToken';

/**
 * A release call: the operator's signed-in session (writes from the site's own origin), or a team's release token
 * (`Authorization: Bearer …`) for its own remote. Its changes are audit-logged by the registry, naming the actor.
 */
export function ReleaseCall() {
  return applyDecorators(
    UseGuards(ReleaseAuthGuard),
    ApiCookieAuth(SESSION_SECURITY),
    ApiBearerAuth(RELEASE_TOKEN_SECURITY),
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
