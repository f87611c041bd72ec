import { BadRequestException, CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { catchError, concatMap, from, Observable, of, throwError } from 'rxjs';
import { currentRequest } from '../common/request-context';
import { ANSWER_HOLDS_SECRET, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT, SECRET_NOT_KEPT } from './idempotent.decorator';
import { IdempotencyService } from './idempotency.service';

/** An sf-string (RFC 8941: printable ASCII in quotes, `\"` and `\\` escaped) or, leniently, a bare key without quotes, backslashes or spaces; 1 to 255 characters. */
function parseKey(header: string): string | undefined {
  const quoted = /^"((?:[\x20\x21\x23-\x5B\x5D-\x7E]|\\["\\])*)"$/.exec(header);
  const key = quoted ? quoted[1].replace(/\\(["\\])/g, '$1') : /^[\x21\x23-\x5B\x5D-\x7E]+$/.test(header) ? header : undefined;
  return key && key.length <= 255 ? key : undefined;
}

/** JSON with each object's keys in order, so that the same body sent with its fields in another order is the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Idempotent writes: a request with an Idempotency-Key claims it (or gets the first answer again, or 409/422), its
 * write marks it applied in the write's own transaction, and its answer is kept; a request that fails without
 * writing frees the key for a retry. Global, so it runs after the guards and before the audit log.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly keys: IdempotencyService,
    private readonly reflector: Reflector,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    const header = req.get(IDEMPOTENCY_KEY_HEADER);
    if (header === undefined || !this.reflector.get<boolean>(IDEMPOTENT, context.getHandler())) return next.handle();
    const key = parseKey(header);
    if (!key) throw new BadRequestException([`${IDEMPOTENCY_KEY_HEADER} must be a quoted string of 1 to 255 printable ASCII characters`]);
    const fingerprint = createHash('sha256')
      .update(`${req.method} ${req.originalUrl}\n${canonicalJson(req.body)}`)
      .digest('hex');
    const res = context.switchToHttp().getResponse<Response>();
    const first = await this.keys.claim(key, fingerprint);
    if (first) {
      res.status(first.status).setHeader('Idempotent-Replayed', 'true');
      return of(first.body);
    }
    currentRequest()?.beforeCommit.push((manager) => this.keys.markApplied(manager, key));
    const holdsSecret = this.reflector.get<boolean>(ANSWER_HOLDS_SECRET, context.getHandler());
    return next.handle().pipe(
      concatMap(async (body) => {
        await this.keys.answer(key, holdsSecret ? { status: SECRET_NOT_KEPT.statusCode, body: SECRET_NOT_KEPT } : { status: res.statusCode, body });
        return body;
      }),
      catchError((error: unknown) => from(this.keys.release(key).catch(() => undefined)).pipe(concatMap(() => throwError(() => error)))),
    );
  }
}
