// Writes openapi.json (the service's public document, generated from its code) and src/schema.d.ts (its TypeScript
// types), and internal-openapi.json with src/internal-schema.d.ts: the service's calls only the gateway makes, from the
// same code the same way. `--check` fails instead of writing when any of them is stale.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const HEADER = "// Generated from the service's OpenAPI document by `npm run generate:api-client`. Do not edit.\n\n";

/** Each generated file with its content: the documents and their types. */
export async function generate() {
  const scratch = (name) => join(tmpdir(), `driveratlas-${name}-${process.pid}.json`);
  const script = join(here, '..', '..', 'services', 'dist', 'platform', 'openapi', 'write-document.js');
  execFileSync(process.execPath, [script, scratch('openapi'), scratch('internal-openapi')], { stdio: 'inherit' });
  const files = [];
  for (const [document, schema] of [
    ['openapi', 'schema'],
    ['internal-openapi', 'internal-schema'],
  ]) {
    const text = readFileSync(scratch(document), 'utf8');
    files.push([join(here, `${document}.json`), text], [join(here, 'src', `${schema}.d.ts`), HEADER + astToString(await openapiTS(JSON.parse(text)))]);
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = await generate();
  if (process.argv.includes('--check')) {
    const stale = files.filter(([file, text]) => {
      try {
        return readFileSync(file, 'utf8') !== text;
      } catch {
        return true;
      }
    });
    if (stale.length) {
      console.error(`Stale: ${stale.map(([f]) => f).join(', ')}. Run \`npm run generate:api-client\`.`);
      process.exit(1);
    }
  } else {
    for (const [file, text] of files) writeFileSync(file, text);
  }
}
