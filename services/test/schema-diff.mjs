// Migrates the database of DATABASE_URL with the built service's migration CLI data source, then prints
// (as JSON, one line) what the entities and the migrated schema disagree on:
// - upQueries: what TypeORM's schema diff (`migration:generate`) would change;
// - undeclaredTables, undeclaredIndexes: what that diff cannot see (tables without an entity, and
//   indexes on expressions, which TypeORM does not read back), so a missing declaration still shows;
// - generatedExpressions: generated columns whose expression in PostgreSQL is not the entity's.
// Run by schema.e2e-spec.ts: Nest 12's ES modules keep the built service out of Jest's sandbox.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const dataSource = require('../dist/platform/database/data-source.js').default;

/** Tables TypeORM keeps for itself. */
const TYPEORM_TABLES = ['migrations', 'typeorm_metadata'];

await dataSource.initialize();
try {
  await dataSource.runMigrations();
  const upQueries = (await dataSource.driver.createSchemaBuilder().log()).upQueries.map((q) => q.query);

  const entityTables = new Set(dataSource.entityMetadatas.map((m) => m.tableName));
  const tables = await dataSource.query(`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`);
  const undeclaredTables = tables.map((t) => t.tablename).filter((t) => !entityTables.has(t) && !TYPEORM_TABLES.includes(t));

  // An index is declared when an entity names it; those of primary keys and unique constraints come with their columns.
  const declaredIndexes = new Set(dataSource.entityMetadatas.flatMap((m) => m.indices.map((i) => i.name)));
  const indexes = await dataSource.query(`
    SELECT i.tablename, i.indexname FROM pg_indexes i
     WHERE i.schemaname = current_schema()
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass AND c.contype IN ('p', 'u'))
     ORDER BY i.tablename, i.indexname`);
  const undeclaredIndexes = indexes
    .filter((i) => entityTables.has(i.tablename) && !declaredIndexes.has(i.indexname))
    .map((i) => `${i.tablename}.${i.indexname}`);

  // PostgreSQL keeps an expression in its own form: compare with what it makes of the entity's, on a scratch table.
  const generatedExpressions = [];
  for (const metadata of dataSource.entityMetadatas) {
    for (const column of metadata.columns.filter((c) => c.asExpression)) {
      const [inDatabase] = await dataSource.query(
        `SELECT generation_expression AS expression FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2`,
        [metadata.tableName, column.databaseName],
      );
      const queryRunner = dataSource.createQueryRunner();
      try {
        await queryRunner.startTransaction();
        await queryRunner.query(`CREATE TEMPORARY TABLE "schema_probe" (LIKE "${metadata.tableName}") ON COMMIT DROP`);
        await queryRunner.query(`ALTER TABLE "schema_probe" ADD "probe" ${column.type} GENERATED ALWAYS AS (${column.asExpression}) STORED`);
        const [declared] = await queryRunner.query(
          `SELECT generation_expression AS expression FROM information_schema.columns WHERE table_name = 'schema_probe' AND column_name = 'probe'`,
        );
        if (inDatabase?.expression !== declared.expression) {
          generatedExpressions.push({
            column: `${metadata.tableName}.${column.databaseName}`,
            database: inDatabase?.expression ?? null,
            entity: declared.expression,
          });
        }
      } finally {
        await queryRunner.rollbackTransaction();
        await queryRunner.release();
      }
    }
  }

  console.log(JSON.stringify({ upQueries, undeclaredTables, undeclaredIndexes, generatedExpressions }));
} finally {
  await dataSource.destroy();
}
