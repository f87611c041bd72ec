import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiDocument, contractProblems } from './support/api-diff';

const SERVICES = join(__dirname, '..');
export const RELEASED = join(SERVICES, 'openapi/released.json');
export const CHANGELOG = join(SERVICES, '../docs/api-changelog.md');

/** The document the built service answers at /api/docs-json, written from the code alone. */
function currentDocument(): ApiDocument {
  const file = join(mkdtempSync(join(tmpdir(), 'api-contract-')), 'openapi.json');
  execFileSync(process.execPath, [join(SERVICES, 'dist/platform/openapi/write-document.js'), file], { stdio: 'pipe' });
  return JSON.parse(readFileSync(file, 'utf8'));
}

describe('the API contract against its last release', () => {
  const released: ApiDocument = JSON.parse(readFileSync(RELEASED, 'utf8'));

  it('the kept release is a release: its info.version has a section in docs/api-changelog.md', () => {
    expect(readFileSync(CHANGELOG, 'utf8')).toMatch(new RegExp(`^## ${released.info.version.replace(/\./g, '\\.')}$`, 'm'));
  });

  it('has no breaking change without a new major version in the changelog, and lists each added operation there', () => {
    const problems = contractProblems(released, currentDocument(), readFileSync(CHANGELOG, 'utf8'));
    expect(problems.join('\n\n')).toBe('');
  });
});
