import { PUBLIC_READ_CHANGES_PATH } from '@driveratlas/catalog';
import { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { InputValidationPipe } from './common/input-validation.pipe';
import { KnownQueryGuard } from './common/known-query.guard';
import { createLogger } from './common/logger';
import { requestContext } from './common/request-context';
import { requestLogger } from './common/request-logger.middleware';
import { refuseUnstorableInput } from './common/unstorable-input.middleware';
import { ServiceConfig } from './config';
import { PARTNER_KEYS_INTERNAL_PATHS } from './partners/partner-keys-internal.controller';
import { globalPrivacyControl } from './common/global-privacy-control';

/** Bodies over this size are refused with 413. */
export const BODY_LIMIT = '100kb';

/** Everything that hardens the app, in one place: request ids and logs, body limit, input checks, validation, write deadlines, error shape. */
export function configureApp(
  app: NestExpressApplication,
  config: Pick<ServiceConfig, 'trustProxy' | 'logLevel' | 'databaseStatementTimeoutMs' | 'serverTiming'>,
  logger = createLogger(config.logLevel),
): INestApplication {
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(requestLogger(logger));
  app.use(globalPrivacyControl);
  app.useBodyParser('json', { limit: BODY_LIMIT });
  app.use(cookieParser());
  app.use(refuseUnstorableInput);
  app.use(requestContext(config.databaseStatementTimeoutMs, config.serverTiming));
  // What the gateway alone asks (the stream of changes, partner keys) stays outside /api, which the gateway passes on to visitors.
  app.setGlobalPrefix('api', { exclude: [PUBLIC_READ_CHANGES_PATH, ...PARTNER_KEYS_INTERNAL_PATHS] });
  app.useGlobalGuards(new KnownQueryGuard());
  app.useGlobalPipes(new InputValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  return app;
}
