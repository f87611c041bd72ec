import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { readConfig } from '../config';
import { AuthService, SESSION_COOKIE } from './auth.service';
import { isSameOrigin } from './origin';

/** Admin routes: a signed-in session, and for writes, a request from the site's own origin. */
@Injectable()
export class SessionGuard implements CanActivate {
  private readonly allowedOrigins = readConfig().allowedOrigins;

  constructor(private readonly auth: AuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const session = await this.auth.find(req.cookies?.[SESSION_COOKIE]);
    if (!session) throw new UnauthorizedException('Sign in to the admin dashboard first.');
    if (req.method !== 'GET' && req.method !== 'HEAD' && !isSameOrigin(req, this.allowedOrigins)) {
      throw new ForbiddenException('This request comes from another origin.');
    }
    return true;
  }
}
