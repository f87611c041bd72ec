// `npm run import -- <dell|lenovo|hp> <file>...` (from the project's root): imports a PC maker's catalog into the
// catalogue of DATABASE_URL's database (the root script gives it npm start's embedded one when it is not set), as the
// admin's import does, a batch of packages a transaction, showing its progress. Dell's catalog is streamed: memory holds
// one batch of packages, whatever the file's size.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { statSync, type ReadStream } from 'node:fs';
import { AppModule } from '../../app.module';
import { readConfig } from '../../config';
import { catalogFilesAt, CATALOG_FORMATS, readCatalogFiles, type CatalogFormat } from './catalog-files';
import { CatalogImportsService } from './catalog-imports.service';
import { IMPORT_ACTIONS, type CatalogImportDto, type ImportAction } from './dto/catalog-import.dto';

const USAGE = `Usage: npm run import -- <${CATALOG_FORMATS.join('|')}> <file>...  (Dell: CatalogPC.xml; Lenovo: package descriptors; HP: SoftPaq CVA files)`;

/** Each action, as the lines say it. */
const SAID: Record<ImportAction, string> = {
  added: 'drivers added',
  newVersion: 'new versions',
  devicesAdded: 'with devices added',
  unchanged: 'unchanged',
  older: 'older than the catalogue',
  notOffered: 'not offered',
  refused: 'left out',
};

/** The counts of an import, as a line. */
const countsOf = ({ counts }: CatalogImportDto) =>
  IMPORT_ACTIONS.filter((action) => counts[action])
    .map((action) => `${counts[action]} ${SAID[action]}`)
    .join(', ') || 'nothing';

async function main(): Promise<void> {
  const [format, ...paths] = process.argv.slice(2);
  if (!CATALOG_FORMATS.includes(format as CatalogFormat) || !paths.length) throw new Error(USAGE);
  const total = paths.reduce((sum, path) => sum + statSync(path).size, 0);
  const files = catalogFilesAt(format as CatalogFormat, paths);
  const { maker, label, reads } = readCatalogFiles(format as CatalogFormat, files);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(readConfig()), { logger: ['error', 'warn'] });
  try {
    const started = Date.now();
    const read = () => files.reduce((sum, file) => sum + (Buffer.isBuffer(file.bytes) ? file.bytes.length : (file.bytes as ReadStream).bytesRead), 0);
    const result = await app.get(CatalogImportsService).applyInBatches(maker, label, reads, (sofar) => {
      const percent = total ? Math.min(100, Math.floor((read() / total) * 100)) : 100;
      console.log(`${label}: ${percent}% read, ${sofar.packages} packages: ${countsOf(sofar)}`);
    });
    for (const item of result.items.filter((i) => i.action === 'refused')) console.log(`Left out: ${item.reason}`);
    console.log(`Imported ${label} (${maker}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.packages} packages: ${countsOf(result)}.`);
  } finally {
    await app.close();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
