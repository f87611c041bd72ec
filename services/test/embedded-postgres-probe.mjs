// Starts the embedded PostgreSQL with the given data folder and port, runs one statement, stops,
// and prints what it saw as JSON: used by embedded-postgres.e2e-spec.ts as the current or a normal user.
import { startEmbeddedPostgres } from '@driveratlas/stack';
import pg from 'pg';

const [dataDir, port, sql] = process.argv.slice(2);
try {
  const database = await startEmbeddedPostgres({ dataDir, port: Number(port) });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query(sql);
  await client.end();
  await database.stop();
  console.log(JSON.stringify({ rows }));
} catch (error) {
  console.log(JSON.stringify({ error: error.message }));
  process.exit(1);
}
