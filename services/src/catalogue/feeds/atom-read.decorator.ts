import { carriesSession } from '@driveratlas/site-contracts';
import { applyDecorators, CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiProduces, ApiResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import type { AnswerTags } from '../../platform/cdn/cache-tags';
import { cacheTagHeadersOf, declareCacheTags } from '../../platform/cdn/public-read-tags';
import { entityTag, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, PUBLIC_VARY } from '../../platform/public-reads/public-read.interceptor';
import { ATOM_CONTENT_TYPE } from './atom';

/** A public read whose answer is an Atom document (a string) rather than JSON: the same ETag and Cache-Control. */
@Injectable()
class AtomReadInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler<string>): Observable<string> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((body) => {
        res.setHeader('Content-Type', ATOM_CONTENT_TYPE);
        if (carriesSession(req.headers.cookie)) {
          res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
          return body;
        }
        res.setHeader('ETag', entityTag(body));
        res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
        res.setHeader('Vary', PUBLIC_VARY);
        res.set(cacheTagHeadersOf(context, body));
        return body;
      }),
    );
  }
}

/**
 * An anonymous public read of an Atom feed (see PublicRead): kept by the gateway until the change log has a change, and
 * tagged for a CDN with what it lists (`tags`; by default the whole catalogue), so the change's purge drops it there too.
 */
export function AtomRead({ tags }: { tags?: AnswerTags<string> } = {}) {
  return applyDecorators(
    UseInterceptors(AtomReadInterceptor),
    declareCacheTags(tags),
    ApiProduces('application/atom+xml'),
    ApiOkResponse({ description: 'An Atom 1.0 feed (RFC 4287), newest entry first.', content: { 'application/atom+xml': { schema: { type: 'string' } } } }),
    ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of an answer already held: 304 while it is still the answer.' }),
    ApiResponse({ status: 304, description: 'Not Modified: the If-None-Match ETag is still the answer (no body).' }),
  );
}
