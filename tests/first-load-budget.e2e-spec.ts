import { randomBytes } from 'node:crypto';
import { checkBudget, measure } from '../scripts/lib/first-load-budget.cjs';

/** A file whose gzip size is a little over `kb` KB: random bytes do not compress. */
function file(path: string, kb: number) {
  return measure(path, 'script', randomBytes(kb * 1024));
}

describe('the first-load budget check', () => {
  it('passes a first load of shell and catalog within 200 KB', () => {
    expect(
      checkBudget([file('/main.js', 120), file('/remotes/catalog/remoteEntry.js', 60), file('/remotes/legal/remoteEntry.js', 10)], { firstLoad: true }).over,
    ).toEqual([]);
  });

  it('fails a first load of shell and catalog over 200 KB, shared libraries included', () => {
    const { over } = checkBudget([file('/main.js', 150), file('/antd.0123456789.js', 40), file('/remotes/catalog/remoteEntry.js', 20)], { firstLoad: true });
    expect(over).toEqual([expect.stringMatching(/^shell \+ catalog \+ shared: 21\d\.\d KB gzip, budget 200 KB$/)]);
  });

  it('fails a further remote whose part of a page passes 60 KB', () => {
    const { over } = checkBudget([file('/main.js', 100), file('/remotes/admin/remoteEntry.js', 20), file('/remotes/admin/1234.0123456789.js', 45)]);
    expect(over).toEqual([expect.stringMatching(/^admin: 6\d\.\d KB gzip, budget 60 KB$/)]);
  });

  it('counts only scripts, not styles', () => {
    const styles = { ...file('/remotes/printers/page.0123456789.css', 80), kind: 'stylesheet' };
    expect(checkBudget([styles]).over).toEqual([]);
  });
});
