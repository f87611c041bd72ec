import { applyDecorators, SetMetadata, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AUDITED_ACTION, AuditInterceptor, type AuditedAction } from './audit/audit.interceptor';
import { ErrorResponseDto } from '../common/error-response.dto';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { ANOTHER_ORIGIN_RESPONSE } from './origin';
import { SessionGuard } from './session.guard';

/** The OpenAPI security scheme of the admin session cookie. */
export const SESSION_SECURITY = 'session';

/** An admin call: needs the signed-in session. */
export function AdminOnly() {
  return applyDecorators(
    UseGuards(SessionGuard),
    ApiCookieAuth(SESSION_SECURITY),
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No signed-in admin session.' }),
  );
}

/**
 * An admin write: needs the signed-in session and the site's own origin, takes an Idempotency-Key, and once it succeeds
 * is recorded in the audit log and empties this replica's response cache (the others hear of it from the database).
 */
export function AdminWrite(action: string, target?: AuditedAction['target'], label?: AuditedAction['label']) {
  return applyDecorators(
    AdminOnly(),
    Idempotent(),
    SetMetadata(AUDITED_ACTION, { action, target, label } satisfies AuditedAction),
    UseInterceptors(AuditInterceptor),
    ApiForbiddenResponse(ANOTHER_ORIGIN_RESPONSE),
  );
}
