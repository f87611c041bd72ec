// Writes openapi.json (the service's document, generated from its code) and src/schema.d.ts
// (its TypeScript types). `--check` fails instead of writing when either is stale.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const documentFile = join(here, 'openapi.json');
const schemaFile = join(here, 'src', 'schema.d.ts');

export async function generate() {
  const scratch = join(tmpdir(), `driveratlas-openapi-${process.pid}.json`);
  execFileSync(process.execPath, [join(here, '..', '..', 'services', 'dist', 'openapi', 'write-document.js'), scratch], { stdio: 'inherit' });
  const document = readFileSync(scratch, 'utf8');
  const header = "// Generated from the service's OpenAPI document by `npm run generate:api-client`. Do not edit.\n\n";
  const schema = header + astToString(await openapiTS(JSON.parse(document)));
  return { document, schema };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { document, schema } = await generate();
  if (process.argv.includes('--check')) {
    const stale = [
      [documentFile, document],
      [schemaFile, schema],
    ].filter(([file, text]) => readFileSync(file, 'utf8') !== text);
    if (stale.length) {
      console.error(`Stale: ${stale.map(([f]) => f).join(', ')}. Run \`npm run generate:api-client\`.`);
      process.exit(1);
    }
  } else {
    writeFileSync(documentFile, document);
    writeFileSync(schemaFile, schema);
  }
}
