import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { Repository } from 'typeorm';
import { SessionGuard } from '../auth/session.guard';
import { hashSecret, OPERATOR, setActorOf } from './release-actor';
import { ReleaseToken } from './release-token.entity';

/**
 * The release calls: the operator's signed-in session (from the site's own origin for writes, as every admin call),
 * or a team's release token (`Authorization: Bearer …`), which may act on its own remote only.
 */
@Injectable()
export class ReleaseAuthGuard implements CanActivate {
  constructor(
    private readonly session: SessionGuard,
    @InjectRepository(ReleaseToken) private readonly tokens: Repository<ReleaseToken>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.get('Authorization') ?? '')?.[1];
    if (!bearer) {
      await this.session.canActivate(context);
      setActorOf(req, { name: OPERATOR });
      return true;
    }
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'private, no-store');
    const token = await this.tokens.findOneBy({ secretHash: hashSecret(bearer) });
    if (!token || token.revokedAt) throw new UnauthorizedException('This release token is unknown or was revoked.');
    const params = req.params as Record<string, string | undefined>;
    const body = req.body as { remote?: unknown } | undefined;
    const remote = params.remote ?? (typeof body?.remote === 'string' ? body.remote : undefined);
    if (remote !== undefined && remote !== token.remote) {
      throw new ForbiddenException(`The release token "${token.name}" acts on the ${token.remote} remote only, not on the ${remote} remote.`);
    }
    await this.tokens.update(token.id, { lastUsedAt: new Date() });
    setActorOf(req, { name: `token:${token.name}`, remote: token.remote });
    return true;
  }
}
