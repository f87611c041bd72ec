import { BadRequestException, CanActivate, ExecutionContext } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { Request } from 'express';

/**
 * Unknown query parameters are refused on every route (400), so a mistyped filter is noticed: a route with a
 * query DTO leaves that to the validation pipe; a route without one takes no query parameter at all.
 */
export class KnownQueryGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const { query } = context.switchToHttp().getRequest<Request>();
    const names = Object.keys(query ?? {});
    if (!names.length || this.readsQuery(context)) return true;
    throw new BadRequestException(names.map((name) => `property ${name} should not exist`));
  }

  /** True when one of the handler's parameters is @Query() (Nest keeps them as "type:index" keys). */
  private readsQuery(context: ExecutionContext): boolean {
    const parameters: Record<string, unknown> = Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), context.getHandler().name) ?? {};
    return Object.keys(parameters).some((key) => key.split(':')[0] === String(RouteParamtypes.QUERY));
  }
}
