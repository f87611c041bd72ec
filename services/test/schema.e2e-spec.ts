import { createTestDatabase, TestDatabase } from '@driveratlas/testing';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

interface SchemaReport {
  upQueries: string[];
  undeclaredTables: string[];
  undeclaredIndexes: string[];
  generatedExpressions: Array<{ column: string; database: string | null; entity: string }>;
}

let db: TestDatabase;
let report: SchemaReport;

beforeAll(async () => {
  db = await createTestDatabase();
  const { stdout } = await promisify(execFile)(process.execPath, [join(__dirname, 'schema-diff.mjs')], { env: { ...process.env, DATABASE_URL: db.url } });
  report = JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
});

afterAll(async () => {
  await db?.drop();
});

describe('the entities, on a freshly migrated database', () => {
  it("leave TypeORM's schema diff empty: migration:generate proposes nothing", () => {
    expect(report.upQueries).toEqual([]);
  });

  it('declare every table and every index the migrations create, hand-made ones included', () => {
    expect(report.undeclaredTables).toEqual([]);
    expect(report.undeclaredIndexes).toEqual([]);
  });

  it('give each generated column the expression PostgreSQL computes it with', () => {
    expect(report.generatedExpressions).toEqual([]);
  });
});
