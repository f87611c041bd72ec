import { runInNewContext } from 'node:vm';
import { createHash } from 'node:crypto';
import { FIRST_SIGNS, isWholeWithoutScripts, START_SCRIPT, START_SCRIPT_HASH, startingAtFirstSign } from './start-script';

const TEMPLATE = '<!doctype html><html><head><title>DriverAtlas</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

/** Runs the start script in a page of its own: its listeners, and the scripts it adds to the head. */
function runStartScript(entries: string, hash = '') {
  const listeners = new Map<string, () => void>();
  const added: Array<{ src: string; async: boolean }> = [];
  runInNewContext(START_SCRIPT, {
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    location: { hash },
    document: {
      currentScript: { dataset: { entries } },
      createElement: () => ({ src: '', async: true }),
      head: { append: (script: { src: string; async: boolean }) => added.push(script) },
    },
  });
  return { listeners, added };
}

describe('the start script', () => {
  it("puts the entry scripts in the start script's care, prefetched", () => {
    expect(startingAtFirstSign(TEMPLATE)).toBe(
      '<!doctype html><html><head><title>DriverAtlas</title><link rel="prefetch" href="/main.js" as="script">' +
        `<script data-entries="/main.js">${START_SCRIPT}</script></head><body><div id=root></div></body></html>`,
    );
  });

  it('leaves the scripts to load at once on a page that shows something loading, which only they can finish', () => {
    expect(isWholeWithoutScripts('<main><h1>Graphics Card Drivers</h1><div aria-busy="false"></div></main>')).toBe(true);
    expect(isWholeWithoutScripts('<main><h1>Admin Dashboard</h1><div class="admin-sign-in" aria-busy="true"></div></main>')).toBe(false);
  });

  it('is named by the hash of what the page carries', () => {
    expect(START_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`);
  });

  it.each(FIRST_SIGNS)('loads the entries, in their order, at the first %s, and never again', (sign) => {
    const { listeners, added } = runStartScript('/main.js /other.js');
    expect([...listeners.keys()]).toEqual(FIRST_SIGNS);
    expect(added).toEqual([]);
    listeners.get(sign)!();
    expect(added).toEqual([
      { src: '/main.js', async: false },
      { src: '/other.js', async: false },
    ]);
    expect(listeners.size).toBe(0);
  });

  it("loads the entries at once at an address whose fragment holds data for them (a shared report), not at an anchor's", () => {
    expect(runStartScript('/main.js', '#r=eJzLSM3JyQcABiwCFQ').added).toEqual([{ src: '/main.js', async: false }]);
    expect(runStartScript('/main.js', '#r=eJzLSM3JyQcABiwCFQ').listeners.size).toBe(0);
    expect(runStartScript('/main.js', '#your-rights').added).toEqual([]);
  });
});
