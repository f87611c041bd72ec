import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../../app.module';
import { configureApp } from '../../app.setup';
import { readConfig } from '../../config';
import { buildInternalApiDocument, buildOpenApiDocument } from './document';

/** Preview mode instantiates nothing, so this database is never contacted. */
const PREVIEW_DATABASE = 'postgres://preview@127.0.0.1:1/none';

/**
 * Writes the OpenAPI document from the code alone (no database), and the internal one (the gateway's own calls) when
 * a second file is named: `node dist/platform/openapi/write-document.js FILE [INTERNAL_FILE]`.
 */
async function main(): Promise<void> {
  const [target, internalTarget] = process.argv.slice(2);
  if (!target) throw new Error('Usage: write-document.js <output.json> [<internal.json>]');
  const config = readConfig({ DATABASE_URL: PREVIEW_DATABASE });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { preview: true, logger: ['error'], bodyParser: false });
  configureApp(app, config);
  const document = buildOpenApiDocument(app);
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  if (internalTarget) writeFileSync(internalTarget, `${JSON.stringify(buildInternalApiDocument(app), null, 2)}\n`);
  await app.close();
}

main().catch((error: Error) => {
  console.error(error.stack);
  process.exit(1);
});
