import { BadRequestException, CallHandler, ExecutionContext, NestInterceptor, UnsupportedMediaTypeException } from '@nestjs/common';
import { PARAMTYPES_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { DECORATORS } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Observable } from 'rxjs';

/** The type the JSON body parser reads (app.setup.ts); a body of any other type reaches a route unread. */
export const JSON_BODY_TYPE = 'application/json';

/** What a route's handler asks of the body: a JSON object of a DTO, required unless the operation says otherwise. */
type BodyNeed = { required: boolean } | undefined;

const NOT_JSON = `Send the request body as JSON (Content-Type: ${JSON_BODY_TYPE}).`;

/** Bytes follow the headers: a length above 0, or a chunked body. */
const carriesBody = (req: Request) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0;

/**
 * A write whose handler takes a JSON body (a @Body() of a DTO class) is refused before it runs when the body cannot be
 * one: sent as another type (415), or left out (400) unless its operation declares the body optional
 * (`@ApiBody({ required: false })`, as the OpenAPI document shows it). Without this, either reached the validation pipe
 * as an empty object, which a DTO of optional fields accepts: a PATCH answered 200 having changed nothing. Runs after
 * the guards, so a request without its session or from another origin is told that first.
 */
export class JsonBodyInterceptor implements NestInterceptor {
  private readonly needs = new WeakMap<object, BodyNeed>();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const need = this.bodyNeed(context);
    const req = context.switchToHttp().getRequest<Request>();
    if (need && carriesBody(req) && !req.is(JSON_BODY_TYPE)) throw new UnsupportedMediaTypeException(NOT_JSON);
    if (need?.required && !carriesBody(req)) throw new BadRequestException(`This request needs a body. ${NOT_JSON}`);
    return next.handle();
  }

  private bodyNeed(context: ExecutionContext): BodyNeed {
    const handler = context.getHandler();
    if (!this.needs.has(handler)) {
      const parameters: Record<string, { index: number }> = Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), handler.name) ?? {};
      const body = Object.entries(parameters).find(([key]) => key.split(':')[0] === String(RouteParamtypes.BODY))?.[1];
      const types: unknown[] = Reflect.getMetadata(PARAMTYPES_METADATA, context.getClass().prototype, handler.name) ?? [];
      // A body typed unknown (a device list read as bytes) is the route's own to read.
      const isDto = body !== undefined && typeof types[body.index] === 'function' && types[body.index] !== Object;
      const declared: Array<{ in?: string; required?: boolean }> = Reflect.getMetadata(DECORATORS.API_PARAMETERS, handler) ?? [];
      this.needs.set(handler, isDto ? { required: declared.find((p) => p.in === 'body')?.required !== false } : undefined);
    }
    return this.needs.get(handler);
  }
}
