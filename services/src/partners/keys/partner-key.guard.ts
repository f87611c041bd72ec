import { CanActivate, createParamDecorator, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AccessToken } from '../../platform/access-tokens';
import { PartnerKeys } from './partner-keys.service';

type WithPartnerKey = Request & { partnerKey?: AccessToken };

/**
 * A call a partner makes with its own key (`Authorization: Bearer dak_…` or `X-Api-Key: dak_…`): 401 without one, or
 * with an unknown or revoked one. The key is then the handler's `@PartnerKey()` parameter.
 */
@Injectable()
export class PartnerKeyGuard implements CanActivate {
  constructor(private readonly keys: PartnerKeys) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<WithPartnerKey>();
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'private, no-store');
    const key = await this.keys.fromRequest(req);
    if (!key) throw new UnauthorizedException('This call needs an API key: Authorization: Bearer dak_… or X-Api-Key: dak_….');
    req.partnerKey = key;
    return true;
  }
}

/** The key PartnerKeyGuard resolved for the request. */
export const PartnerKey = createParamDecorator((_data: unknown, context: ExecutionContext): AccessToken => {
  const key = context.switchToHttp().getRequest<WithPartnerKey>().partnerKey;
  if (!key) throw new Error('@PartnerKey() needs PartnerKeyGuard on the route.');
  return key;
});
