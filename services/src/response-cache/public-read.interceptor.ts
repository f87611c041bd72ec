import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { carriesSession, pendingReadOf } from './cache-front';
import { CacheSource, entityTag, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, PUBLIC_VARY, ResponseCache } from './response-cache';

export const PUBLIC_READ = 'cache:reads';

/**
 * A public read's answer, serialized once: sent with its ETag (Express answers 304 when If-None-Match holds it) and
 * the public Cache-Control, and kept in the cache for the next anonymous request. A signed-in operator's request
 * is answered from the database, `private, no-store`, and never stored.
 */
@Injectable()
export class PublicReadInterceptor implements NestInterceptor {
  constructor(
    private readonly cache: ResponseCache,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const reads = this.reflector.get<CacheSource[]>(PUBLIC_READ, context.getHandler());
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((result: unknown) => {
        if (carriesSession(req)) {
          res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
          return result;
        }
        const body = JSON.stringify(result);
        const etag = entityTag(body);
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('ETag', etag);
        res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
        res.setHeader('Vary', PUBLIC_VARY);
        const pending = pendingReadOf(req);
        if (pending) this.cache.set(pending.key, { body: Buffer.from(body), etag, reads }, pending.generation);
        return body;
      }),
    );
  }
}
