import { carriesSession, DATABASE_POSITION_HEADER } from '@driveratlas/site-contracts';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { hash } from 'node:crypto';
import { from, lastValueFrom, map, type Observable } from 'rxjs';
import { cacheTagHeadersOf } from '../cdn/public-read-tags';
import { ReplicaReads } from '../database/replica-reads';

/**
 * Browsers ask again each time (max-age=0) and get a 304 while the ETag holds; a CDN or shared proxy may keep an answer
 * 30 s, and a further 5 minutes serve it while it fetches the new one in the background, so a crowd on a quiet edge never
 * waits: at a busy edge an answer is at most about 30 s old. The gateway keeps it until the database announces a change.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';
/** A public answer says `Privacy-Opt-Out` to a request with `Sec-GPC: 1` only: a shared cache keeps the two apart. */
export const PUBLIC_VARY = 'Sec-GPC';
/** The answers of a signed-in operator's requests, and every admin answer. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** A strong entity tag for `body`: a digest of its bytes. */
export const entityTag = (body: string): string => `"${hash('sha1', body, 'base64url')}"`;

/**
 * A public read's answer, serialized once and sent with its ETag (Express answers 304 when If-None-Match holds it) and
 * the public Cache-Control. A signed-in operator's request is answered `private, no-store`, so that nothing keeps it,
 * and read from the primary, which has the operator's own writes. Any other is read from the read replica when there is
 * one that has replayed the position the gateway asks for (`Database-Position`: the newest change it has heard of).
 */
@Injectable()
export class PublicReadInterceptor implements NestInterceptor {
  constructor(private readonly replica: ReplicaReads) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    if (carriesSession(req.headers.cookie)) {
      res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
      return next.handle();
    }
    const position = req.header(DATABASE_POSITION_HEADER);
    // next.handle() runs the handler in the context it is called in: within read(), on the database it chose.
    return from(this.replica.read(position, () => lastValueFrom(next.handle()))).pipe(
      map((result: unknown) => {
        const body = JSON.stringify(result);
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('ETag', entityTag(body));
        res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
        res.setHeader('Vary', PUBLIC_VARY);
        res.set(cacheTagHeadersOf(context, result));
        return body;
      }),
    );
  }
}
