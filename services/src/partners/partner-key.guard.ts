import { CanActivate, createParamDecorator, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PartnerKey as PartnerKeyEntity } from './partner-key.entity';
import { PartnerKeys } from './partner-keys.service';

/** The OpenAPI security schemes of a partner's API key: as a bearer token, or in the X-Api-Key header. */
export const PARTNER_KEY_SECURITY = { bearer: 'partnerKey', header: 'partnerKeyHeader' } as const;

type WithPartnerKey = Request & { partnerKey?: PartnerKeyEntity };

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
export const PartnerKey = createParamDecorator((_data: unknown, context: ExecutionContext): PartnerKeyEntity => {
  const key = context.switchToHttp().getRequest<WithPartnerKey>().partnerKey;
  if (!key) throw new Error('@PartnerKey() needs PartnerKeyGuard on the route.');
  return key;
});
