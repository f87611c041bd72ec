import { applyDecorators, CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorResponseDto } from '../common/error-response.dto';
import { SERVICE_CONFIG, ServiceConfig } from '../../config';

export const ANOTHER_ORIGIN = 'This request comes from another origin.';
/** The 403 of a write from another origin, as the OpenAPI document states it. */
export const ANOTHER_ORIGIN_RESPONSE = { type: ErrorResponseDto, description: 'The request comes from another origin.' };

/**
 * A cookie-authenticated request that changes something must come from the site itself: not one the browser says is
 * cross-site (`Sec-Fetch-Site`), and its Origin, when the browser sends one, the origin the request arrived on
 * (through the gateway's X-Forwarded-Host/Proto) or one the operator allowed.
 */
export function isSameOrigin(req: Request, allowedOrigins: string[]): boolean {
  if (req.get('sec-fetch-site') === 'cross-site') return false;
  const origin = req.get('origin');
  if (!origin) return true;
  const own = `${req.protocol}://${req.host}`;
  return origin === own || allowedOrigins.includes(origin);
}

@Injectable()
export class SameOriginGuard implements CanActivate {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: Pick<ServiceConfig, 'allowedOrigins'>) {}

  canActivate(context: ExecutionContext): boolean {
    if (!isSameOrigin(context.switchToHttp().getRequest<Request>(), this.config.allowedOrigins)) throw new ForbiddenException(ANOTHER_ORIGIN);
    return true;
  }
}

/** A write of the session cookie itself (signing in or out), which needs no session: from the site's own origin all the same. */
export const FromOwnOrigin = () => applyDecorators(UseGuards(SameOriginGuard), ApiForbiddenResponse(ANOTHER_ORIGIN_RESPONSE));
