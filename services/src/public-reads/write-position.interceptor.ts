import { DATABASE_POSITION_HEADER } from '@driveratlas/catalog';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { mergeMap, type Observable } from 'rxjs';
import { hasReplica, primaryPosition } from '../database/replica-reads';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write's answer says where the primary stood after it (`Database-Position`), when public reads may come from a
 * replica: the gateway asks its next reads to show at least that, so the writer's next read sees the write even
 * before the change's notice has reached it.
 */
@Injectable()
export class WritePositionInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    if (!hasReplica() || READS.has(req.method)) return next.handle();
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      mergeMap(async (result: unknown) => {
        const position = await primaryPosition().catch(() => undefined);
        if (position && !res.headersSent) res.setHeader(DATABASE_POSITION_HEADER, position);
        return result;
      }),
    );
  }
}
