import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { Request, Response } from 'express';
import { describeDatabaseError, RETRY_AFTER_SECONDS } from '../database/database-errors';
import { InvalidFieldsException } from './input-validation.pipe';

/** Errors raised by the body parser before a route runs (malformed JSON, a body over the limit). */
interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
  message?: string;
}

const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request body is larger than 100 kB.',
  'encoding.unsupported': 'The request body encoding is not supported.',
  'charset.unsupported': 'The request body charset is not supported.',
};

const PROBLEM_JSON = 'application/problem+json';

/** Whether the request's Accept names problem details with a quality above 0 (preferred or merely accepted). */
export function asksForProblemDetails(request: Request): boolean {
  return String(request.headers.accept ?? '')
    .split(',')
    .map((range) => range.trim().split(';'))
    .some(([type, ...params]) => type.trim().toLowerCase() === PROBLEM_JSON && !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/i.test(p)));
}

/** A field in the body as a JSON Pointer (`/hardwareIds/0`), a query parameter by its name. */
const invalidField = ({ path, detail }: { path: string; detail: string }, location?: string) =>
  location === 'body'
    ? {
        pointer: `/${path
          .split('.')
          .map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1'))
          .join('/')}`,
        detail,
      }
    : { name: path, detail };

/** Turns every error into the JSON error shape (or, when asked for, RFC 9457 problem details); a stack trace goes to the log, never to the client. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const { statusCode, message } = this.describe(exception);
    if (statusCode >= 500) {
      // req.log (the request logger's) writes the request's id with the line.
      const req = { method: request.method, url: request.originalUrl };
      const err = exception instanceof Error ? exception : new Error(String(exception));
      if (exception instanceof HttpException) request.log.warn({ req, res: { statusCode } }, String(message));
      else if (statusCode === HttpStatus.SERVICE_UNAVAILABLE) request.log.warn({ req, err }, String(message));
      else request.log.error({ req, err }, 'request failed');
    }
    // An answer that went out in part cannot be replaced by an error.
    if (response.headersSent) return void response.end();
    if (statusCode === HttpStatus.SERVICE_UNAVAILABLE) response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    const error = STATUS_CODES[statusCode] ?? 'Error';
    response.vary('Accept');
    if (!asksForProblemDetails(request)) return void response.status(statusCode).json({ statusCode, error, message });
    const fields = exception instanceof InvalidFieldsException ? exception.fields : [];
    const invalid = fields.length > 0;
    const problem = {
      type: invalid ? `${request.protocol}://${request.get('host')}/problems/validation` : 'about:blank',
      title: invalid ? 'Invalid input' : error,
      status: statusCode,
      detail: Array.isArray(message) ? message.join('; ') : message,
      instance: request.originalUrl.split('?')[0],
      ...(invalid && { errors: fields.map((field) => invalidField(field, (exception as InvalidFieldsException).location)) }),
    };
    response.status(statusCode).type(PROBLEM_JSON).send(JSON.stringify(problem));
  }

  private describe(exception: unknown): { statusCode: number; message: string | string[] } {
    // Express's adapter hands the body parser's errors on as HttpExceptions of the parser's own words (`Unexpected token …`).
    const parserError = (exception instanceof HttpException ? exception.cause : exception) as BodyParserError | undefined;
    if (parserError?.type && parserError.status && parserError.status < 500) {
      return { statusCode: parserError.status, message: BODY_PARSER_MESSAGES[parserError.type] ?? 'The request body could not be read.' };
    }
    if (exception instanceof HttpException) {
      const body = exception.getResponse();
      const message = typeof body === 'string' ? body : ((body as { message?: string | string[] }).message ?? exception.message);
      return { statusCode: exception.getStatus(), message };
    }
    const database = describeDatabaseError(exception);
    if (database) return database;
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
  }
}
