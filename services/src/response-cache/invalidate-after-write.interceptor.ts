import { CallHandler, Injectable, NestInterceptor } from '@nestjs/common';
import { tap, type Observable } from 'rxjs';
import { CacheInvalidation } from './cache-invalidation.service';

/**
 * An admin write that succeeded empties this replica's response cache before it answers, so the operator's next
 * public read here is fresh at once; the other replicas hear of the write from the database (CacheInvalidation).
 */
@Injectable()
export class InvalidateAfterWrite implements NestInterceptor {
  constructor(private readonly invalidation: CacheInvalidation) {}

  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(tap(() => this.invalidation.writtenHere()));
  }
}
