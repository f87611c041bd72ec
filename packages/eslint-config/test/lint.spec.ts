import { spawnSync } from 'node:child_process';
import { dirname, join, relative } from 'node:path';

const ROOT = join(__dirname, '../../..');
const FIXTURES = join(__dirname, '../fixtures');
const ESLINT = join(dirname(require.resolve('eslint/package.json')), 'bin/eslint.js');
const PRETTIER = join(dirname(require.resolve('prettier/package.json')), 'bin/prettier.cjs');
const SLOW = 180_000;

interface LintMessage {
  ruleId: string | null;
  line: number;
  column: number;
  message: string;
}
interface LintResult {
  filePath: string;
  messages: LintMessage[];
}

/** Runs a tool as its own process (ESLint's plugins are ES modules, which Jest's sandbox cannot load); exit 2 means it could not run. */
function run(script: string, args: string[], cwd: string) {
  const { status, stdout, stderr } = spawnSync(process.execPath, [script, ...args], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (status !== 0 && status !== 1) throw new Error(`${relative(ROOT, script)} ${args.join(' ')} failed (exit ${status}):\n${stderr}`);
  return stdout;
}

const lint = (cwd: string): LintResult[] => JSON.parse(run(ESLINT, ['--format', 'json', '.'], cwd));

/** One line per problem: `file:line:column rule message`. */
const problems = (results: LintResult[], cwd: string) =>
  results.flatMap(({ filePath, messages }) => messages.map((m) => `${relative(cwd, filePath)}:${m.line}:${m.column} ${m.ruleId ?? 'parse'} ${m.message}`));

describe('the repository', () => {
  let results: LintResult[];
  beforeAll(() => {
    results = lint(ROOT);
  }, SLOW);

  it('passes ESLint', () => {
    expect(problems(results, ROOT)).toEqual([]);
  });

  it('leaves the lint configuration’s fixtures out of its own lint', () => {
    expect(results.length).toBeGreaterThan(100);
    expect(results.map((r) => relative(ROOT, r.filePath)).filter((file) => file.startsWith('packages/eslint-config/fixtures/'))).toEqual([]);
  });

  it(
    'is formatted as Prettier formats it',
    () => {
      const unformatted = run(PRETTIER, ['--list-different', '.'], ROOT).split('\n').filter(Boolean);
      expect(unformatted).toEqual([]);
    },
    SLOW,
  );
});

describe('the lint configuration, on its fixtures', () => {
  let found: Record<string, string[]>;
  beforeAll(() => {
    found = {};
    for (const { filePath, messages } of lint(FIXTURES)) found[relative(FIXTURES, filePath)] = messages.map((m) => m.ruleId ?? 'parse');
  }, SLOW);

  it('rejects a feature importing another feature’s insides', () => {
    expect(found['mfe-orders/src/features/checkout/components/CrossFeatureImport.tsx']).toEqual(['import-x/no-restricted-paths']);
  });

  it('accepts a feature importing another feature through its public entry', () => {
    expect(found['mfe-orders/src/features/checkout/components/PublicEntryImport.tsx']).toEqual([]);
  });

  it('rejects a remote importing another remote’s source', () => {
    expect(found['mfe-account/src/CrossRemoteImport.tsx']).toEqual(['import-x/no-restricted-paths', 'driveratlas/no-cross-workspace-path']);
  });

  it('rejects a workspace importing another workspace’s files by a relative path, and accepts its own', () => {
    expect(found['gateway/src/cross-workspace-import.ts']).toEqual(['driveratlas/no-cross-workspace-path']);
    expect(found['gateway/src/own-import.ts']).toEqual([]);
  });

  it('rejects the gateway naming a service path outside its generated client, or importing a remote’s source', () => {
    expect(found['gateway/src/service-path.ts']).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
    expect(found['gateway/src/service-client.ts']).toEqual([]);
    expect(found['gateway/src/remote-source-import.ts']).toEqual(['import-x/no-restricted-paths', 'driveratlas/no-cross-workspace-path']);
  });

  it('rejects a controller taking the database itself, and accepts one delegating to its service', () => {
    expect(found['services/src/orders/orders.controller.ts']).toEqual(['no-restricted-imports', 'no-restricted-imports']);
    expect(found['services/src/orders/delegating.controller.ts']).toEqual([]);
    expect(found['services/src/orders/orders.service.ts']).toEqual([]);
  });

  it('rejects a service context reaching past another context’s public entry, and the platform using a context', () => {
    expect(found['services/src/billing/invoices/past-entry.ts']).toEqual(['import-x/no-restricted-paths']);
    expect(found['services/src/platform/audit/orders-audit.ts']).toEqual(['import-x/no-restricted-paths']);
  });

  it('accepts a context using another through its public entry, and the platform beneath it', () => {
    expect(found['services/src/billing/invoices/through-entry.ts']).toEqual([]);
    expect(found['services/src/billing/index.ts']).toEqual([]);
  });

  it('rejects importing antd or its icons by a module path, and accepts importing them by name', () => {
    expect(found['mfe-orders/src/features/checkout/components/AntdModulePathImport.tsx']).toEqual(['no-restricted-imports', 'no-restricted-imports']);
    expect(found['mfe-orders/src/features/checkout/components/AntdNamedImport.tsx']).toEqual([]);
  });

  it('rejects a hook missing a dependency', () => {
    expect(found['mfe-orders/src/features/checkout/components/MissingHookDependency.tsx']).toEqual(['react-hooks/exhaustive-deps']);
  });
});
