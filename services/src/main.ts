import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { readConfig } from './config';
import { setupOpenApi } from './openapi/document';

async function bootstrap(): Promise<void> {
  const config = readConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { bodyParser: false });
  configureApp(app, config);
  setupOpenApi(app);
  await app.listen(config.port, config.host);
  console.log(`Service listening on http://${config.host}:${config.port}/api`);
}

bootstrap().catch((error: Error) => {
  console.error(`The service could not start: ${error.message}`);
  process.exit(1);
});
