import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { concatMap, type Observable } from 'rxjs';
import { AuditService } from './audit.service';

/** What an admin write is called in the audit log, and the kind of record it writes. */
export interface AuditedAction {
  action: string;
  /** The kind of record written. @example "driver" */
  target?: string;
  /** The field of the written record that names it in the log (never one that holds a visitor's personal data). */
  label?: 'name' | 'reference' | 'fullName';
}
export const AUDITED_ACTION = 'audit:action';

/** The short id of the session an admin request came with (set by the session guard). */
export const sessionIdOf = (req: Request): string | null => (req as Request & { adminSessionId?: string }).adminSessionId ?? null;

/** Records an admin write once it has succeeded: a failed write changed nothing, so it is not in the log. */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(
    private readonly audit: AuditService,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const audited = this.reflector.get<AuditedAction>(AUDITED_ACTION, context.getHandler());
    const req = context.switchToHttp().getRequest<Request>();
    return next.handle().pipe(
      concatMap(async (result: unknown) => {
        const written = (result ?? {}) as Record<string, unknown>;
        const id = req.params?.id ?? written.id;
        const label = audited.label && written[audited.label];
        await this.audit.record({
          action: audited.action,
          target: audited.target && id !== undefined ? `${audited.target} ${id}${label ? ` (${label})` : ''}` : null,
          request: `${req.method} ${req.originalUrl.split('?')[0]}`,
          sessionId: sessionIdOf(req),
        });
        return result;
      }),
    );
  }
}
