import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SERVICE_CONFIG, ServiceConfig } from '../../config';
import { AuthService, sessionTokenOf, shortSessionId } from './auth.service';
import { ANOTHER_ORIGIN, isSameOrigin } from './origin';

/** Admin routes: a signed-in session, and for writes, a request from the site's own origin. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly auth: AuthService,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<ServiceConfig, 'allowedOrigins'>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    // Admin answers, refusals included, are for this operator's browser only.
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'private, no-store');
    const session = await this.auth.find(sessionTokenOf(req));
    if (!session) throw new UnauthorizedException('Sign in to the admin dashboard first.');
    Object.assign(req, { adminSessionId: shortSessionId(session.tokenHash) });
    if (req.method !== 'GET' && req.method !== 'HEAD' && !isSameOrigin(req, this.config.allowedOrigins)) {
      throw new ForbiddenException(ANOTHER_ORIGIN);
    }
    return true;
  }
}
