import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

describe('the generated API types', () => {
  it('match the OpenAPI document the service generates from its code', () => {
    const script = join(__dirname, '..', 'scripts', 'generate.mjs');
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
