import { join } from 'node:path';
import { ROOT } from './root.mjs';

/** Where npm start keeps its embedded PostgreSQL, and its port: the commands run beside it use the same. */
export const localDatabase = () => ({
  dataDir: process.env.EMBEDDED_PG_DIR ?? join(ROOT, '.data', 'postgres'),
  port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
});
