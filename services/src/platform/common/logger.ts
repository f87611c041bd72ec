import type { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';

/** Nest's own start-up messages (module loading, route mapping): debug, not info. */
const FRAMEWORK_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/** The service's one logger: JSON lines on stdout, like the gateway's; `level` from LOG_LEVEL. */
export function createLogger(level: string): Logger {
  return pino({ name: 'service', level });
}

/** Nest's logger interface on top of pino: the context becomes a field, Nest's chatter goes to debug. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    const context = contextOf(params);
    this.write(context && FRAMEWORK_CONTEXTS.has(context) ? 'debug' : 'info', message, context);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, contextOf(params));
  }

  /** Nest calls error(message, stack?, context?). */
  error(message: unknown, ...params: unknown[]): void {
    const context = contextOf(params);
    const stack = typeof params[0] === 'string' ? params[0] : undefined;
    this.write('error', message, context, stack);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, contextOf(params));
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, contextOf(params));
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, contextOf(params));
  }

  private write(level: pino.Level, message: unknown, context?: string, stack?: string): void {
    if (!this.logger.isLevelEnabled(level)) return;
    if (message instanceof Error) this.logger[level]({ context, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.logger[level]({ context, ...message });
    else this.logger[level]({ context, stack }, String(message));
  }
}

/** Nest passes the logger's context as the last parameter. */
function contextOf(params: unknown[]): string | undefined {
  const last = params.length > 0 ? params[params.length - 1] : undefined;
  if (typeof last !== 'string') return undefined;
  params.pop();
  return last;
}
