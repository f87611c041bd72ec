import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { createLogger, NestPinoLogger } from './platform/common/logger';
import { readConfig } from './config';
import { drainOnShutdown } from './graceful-shutdown';
import { setupOpenApi } from './platform/openapi/document';

async function bootstrap(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { bodyParser: false, logger: new NestPinoLogger(logger) });
  configureApp(app, config, logger);
  setupOpenApi(app);
  await app.listen(config.port, config.host);
  drainOnShutdown(app);
  logger.info(`Service listening on http://${config.host}:${config.port}/api`);
}

bootstrap().catch((error: Error) => {
  // Shown at any LOG_LEVEL, and also when reading the configuration failed.
  createLogger('fatal').fatal({ err: error }, `The service could not start: ${error.message}`);
  process.exit(1);
});
