// `npm run import -- <dell|lenovo|hp> <file>...`: imports a PC maker's catalog into the catalogue (see
// docs/maker-catalogs.md): into DATABASE_URL's database, else npm start's embedded one (running beside npm start, or
// started for the import and stopped after it). Builds the service first if it is not built.
import { runningEmbeddedPostgres, startDatabase } from '@driveratlas/stack';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { buildIfNeeded, SERVER_WORKSPACES } from './lib/build.mjs';
import { localDatabase } from './lib/local-database.mjs';
import { ROOT } from './lib/root.mjs';

buildIfNeeded(SERVER_WORKSPACES);
const { dataDir, port } = localDatabase();
const running = process.env.DATABASE_URL ?? runningEmbeddedPostgres(dataDir);
const database = running ? undefined : await startDatabase({ dataDir, port });
try {
  const command = spawn(process.execPath, [join(ROOT, 'services', 'dist', 'catalogue', 'maker-catalogs', 'import-command.js'), ...process.argv.slice(2)], {
    env: { ...process.env, DATABASE_URL: running ?? database.url },
    stdio: 'inherit',
  });
  const [code] = await once(command, 'exit');
  process.exitCode = code ?? 1;
} finally {
  await database?.stop();
}
