import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * One file, one concern a newcomer can read: no source file of the gateway, the service or a shared package longer
 * than 300 lines, and the webpack setup's entry an overview under 120. Generated files and data are not read as code.
 */
const ROOT = join(__dirname, '..');
const LONGEST = 300;
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
/** Made by a tool (`npm run generate -w packages/api-client`), or data written as code (fixtures). */
const NOT_CODE = [/^packages\/api-client\/src\/schema\.d\.ts$/, /\/fixtures\//];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'dist-meta'].includes(entry.name) ? [] : sources(path);
    return CODE.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

const lines = (file: string) => readFileSync(join(ROOT, file), 'utf8').trimEnd().split('\n').length;

describe('source files', () => {
  it(`of the gateway, the service and the shared packages have at most ${LONGEST} lines`, () => {
    const files = ['gateway/src', 'services/src', 'packages'].flatMap((dir) => sources(join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(100);
    const long = files.filter((file) => !NOT_CODE.some((pattern) => pattern.test(file)) && lines(file) > LONGEST);
    expect(long.map((file) => `${file}: ${lines(file)} lines`)).toEqual([]);
  });

  it('of the webpack setup start with an entry under 120 lines, the overview of what an app gets and where it lives', () => {
    expect(lines('packages/webpack-config/index.js')).toBeLessThan(120);
  });
});
