import { DATABASE_POSITION_HEADER } from '@driveratlas/site-contracts';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { currentRequest } from '../common/request-context';
import { mergeMap, type Observable } from 'rxjs';
import { ReplicaReads } from '../database/replica-reads';

/**
 * A write's answer (once a write transaction of it has committed) says where the primary stood after it (`Database-Position`), when public reads may come from a
 * replica: the gateway asks its next reads to show at least that, so the writer's next read sees the write even
 * before the change's notice has reached it.
 */
@Injectable()
export class WritePositionInterceptor implements NestInterceptor {
  constructor(private readonly replica: ReplicaReads) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = currentRequest();
    if (!this.replica.enabled || !request) return next.handle();
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      mergeMap(async (result: unknown) => {
        // A request that wrote nothing (a read, a My PC report, a refused write) needs no position.
        if (!request.committedWrite) return result;
        const position = await this.replica.primaryPosition().catch(() => undefined);
        if (position && !res.headersSent) res.setHeader(DATABASE_POSITION_HEADER, position);
        return result;
      }),
    );
  }
}
