import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The API alone: no web apps to load (an empty WEB_ROOT), so that the gateway's answers are its proxy's. */
export const API_ONLY = { WEB_ROOT: mkdtempSync(join(tmpdir(), 'driveratlas-no-web-')) };
