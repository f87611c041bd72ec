import { PUBLIC_READ_CHANGES_PATH } from '@driveratlas/site-contracts';
import { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { AllExceptionsFilter } from './platform/common/all-exceptions.filter';
import { InputValidationPipe } from './platform/common/input-validation.pipe';
import { JSON_BODY_TYPE, JsonBodyInterceptor } from './platform/common/json-body.interceptor';
import { KnownQueryGuard } from './platform/common/known-query.guard';
import { createLogger } from './platform/common/logger';
import { requestContext } from './platform/common/request-context';
import { requestLogger } from './platform/common/request-logger.middleware';
import { refuseUnstorableInput } from './platform/common/unstorable-input.middleware';
import { ServiceConfig } from './config';
import { PARTNER_KEYS_INTERNAL_PATHS } from './partners';
import { globalPrivacyControl } from './platform/common/global-privacy-control';

/** Bodies over this size are refused with 413. */
export const BODY_LIMIT = '100kb';

/** Everything that hardens the app, in one place: request ids and logs, body limit and type, input checks, validation, write deadlines, error shape. */
export function configureApp(
  app: NestExpressApplication,
  config: Pick<ServiceConfig, 'trustProxy' | 'logLevel' | 'databaseStatementTimeoutMs' | 'serverTiming'>,
  logger = createLogger(config.logLevel),
): INestApplication {
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(requestLogger(logger));
  app.use(globalPrivacyControl);
  app.useBodyParser('json', { limit: BODY_LIMIT, type: JSON_BODY_TYPE });
  app.use(cookieParser());
  app.use(refuseUnstorableInput);
  app.use(requestContext(config.databaseStatementTimeoutMs, config.serverTiming));
  // What the gateway alone asks (the stream of changes, partner keys) stays outside /api, which the gateway passes on to visitors.
  app.setGlobalPrefix('api', { exclude: [PUBLIC_READ_CHANGES_PATH, ...PARTNER_KEYS_INTERNAL_PATHS] });
  app.useGlobalGuards(new KnownQueryGuard());
  app.useGlobalInterceptors(new JsonBodyInterceptor());
  app.useGlobalPipes(new InputValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  return app;
}
