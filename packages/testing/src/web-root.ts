import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTES } from './site';

const ROOT = join(__dirname, '..', '..', '..');

/**
 * A copy of the built web apps, `shell/` and one folder per remote, for a gateway's WEB_ROOT: it renders the pages
 * with their server builds and answers their forms with the remotes' routes' actions, whatever is rebuilt meanwhile.
 */
export function builtWebRoot(): string {
  const webRoot = mkdtempSync(join(tmpdir(), 'driveratlas-site-'));
  cpSync(join(ROOT, 'shell', 'dist'), join(webRoot, 'shell'), { recursive: true });
  for (const remote of REMOTES) cpSync(join(ROOT, `mfe-${remote}`, 'dist'), join(webRoot, remote), { recursive: true });
  return webRoot;
}
