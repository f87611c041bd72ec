import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The remotes, each a team's own build: named once, in config/remotes.json (as the gateway reads them). */
export const REMOTE_NAMES: readonly string[] = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'config', 'remotes.json'), 'utf8'));
