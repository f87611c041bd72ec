import { ArgumentMetadata, INestApplication, ValidationPipe } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { createLogger } from './common/logger';
import { requestLogger } from './common/request-logger.middleware';
import { ServiceConfig } from './config';
import { globalPrivacyControl } from './common/global-privacy-control';

/** Bodies over this size are refused with 413. */
export const BODY_LIMIT = '100kb';

/** Validates bodies and queries against their DTOs; path ids are left to ParseIdPipe, which sees the raw text. */
class InputValidationPipe extends ValidationPipe {
  constructor() {
    super({ whitelist: true, forbidNonWhitelisted: true, transform: true });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata) {
    return metadata.type === 'param' ? value : super.transform(value, metadata);
  }
}

/** Everything that hardens the app, in one place: request ids and logs, body limit, validation, error shape. */
export function configureApp(
  app: NestExpressApplication,
  config: Pick<ServiceConfig, 'trustProxy' | 'logLevel'>,
  logger = createLogger(config.logLevel),
): INestApplication {
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(requestLogger(logger));
  app.use(globalPrivacyControl);
  app.useBodyParser('json', { limit: BODY_LIMIT });
  app.use(cookieParser());
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new InputValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  return app;
}
