import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The Chromium the browser tests drive: CHROME_PATH, else Debian's, else installed from Debian's
 * packages when running as root. Throws with what to do when none can be had: never a silent skip.
 */
export function ensureChromium() {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist.`);
    return process.env.CHROME_PATH;
  }
  const found = CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  if (userInfo().uid !== 0) {
    throw new Error("No Chromium for the browser tests: install Debian's package (sudo apt-get install chromium) or set CHROME_PATH.");
  }
  console.log("Installing Debian's chromium for the browser tests...");
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`\`apt-get ${args.join(' ')}\` failed: the browser tests cannot run without Chromium.`);
  }
  if (!existsSync('/usr/bin/chromium')) throw new Error('chromium was installed but /usr/bin/chromium is missing.');
  return '/usr/bin/chromium';
}
