import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AccessTokens, bearerOf } from '../../platform/access-tokens';
import { SessionGuard } from '../../platform/auth/session.guard';
import { OPERATOR, setActorOf } from './release-actor';

/**
 * The release calls: the operator's signed-in session (from the site's own origin for writes, as every admin call),
 * or a team's release token (`Authorization: Bearer …`), which may act on its own remote only.
 */
@Injectable()
export class ReleaseAuthGuard implements CanActivate {
  constructor(
    private readonly session: SessionGuard,
    private readonly tokens: AccessTokens,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const bearer = bearerOf(req);
    if (!bearer) {
      await this.session.canActivate(context);
      setActorOf(req, { name: OPERATOR });
      return true;
    }
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'private, no-store');
    const token = await this.tokens.bySecret('release-token', bearer);
    if (!token) throw new UnauthorizedException('This release token is unknown or was revoked.');
    const params = req.params as Record<string, string | undefined>;
    const body = req.body as { remote?: unknown } | undefined;
    const remote = params.remote ?? (typeof body?.remote === 'string' ? body.remote : undefined);
    if (remote !== undefined && remote !== token.remote) {
      throw new ForbiddenException(`The release token "${token.name}" acts on the ${token.remote} remote only, not on the ${remote} remote.`);
    }
    await this.tokens.used(token);
    setActorOf(req, { name: `token:${token.name}`, remote: token.remote! });
    return true;
  }
}
