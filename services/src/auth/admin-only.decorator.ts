import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/error-response.dto';
import { SessionGuard } from './session.guard';

/** The OpenAPI security scheme of the admin session cookie. */
export const SESSION_SECURITY = 'session';

/** An admin call: needs the signed-in session; a write must also come from the site's own origin. */
export function AdminOnly({ write = false } = {}) {
  return applyDecorators(
    UseGuards(SessionGuard),
    ApiCookieAuth(SESSION_SECURITY),
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No signed-in admin session.' }),
    ...(write ? [ApiForbiddenResponse({ type: ErrorResponseDto, description: 'The request comes from another origin.' })] : []),
  );
}
