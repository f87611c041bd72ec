// `npm run bench:first-load`: the JavaScript a first visit to / downloads, gzip-compressed,
// measured in Chromium through the gateway, per app.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ensureChromium } from './lib/chromium.mjs';
import { startStack } from './lib/stack.mjs';

const stack = await startStack({}, { web: true });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(`${stack.gatewayUrl}/`, { waitUntil: 'networkidle' });
  await page.locator('main h1').waitFor();
  const byApp = {};
  const files = [];
  let total = 0;
  let raw = 0;
  for (const response of scripts) {
    const body = await response.body();
    const gzip = gzipSync(body, { level: 9 }).length;
    const app = /\/remotes\/(\w+)\//.exec(new URL(response.url()).pathname)?.[1] ?? 'shell (with the shared libraries it provides)';
    byApp[app] = (byApp[app] ?? 0) + gzip;
    total += gzip;
    files.push([gzip, new URL(response.url()).pathname]);
    raw += body.length;
  }
  for (const [app, size] of Object.entries(byApp)) console.log(`${app.padEnd(48)} ${(size / 1024).toFixed(1).padStart(7)} KB gzip`);
  // `--files` lists every file, largest first.
  if (process.argv.includes('--files')) for (const [size, path] of files.sort((a, b) => b[0] - a[0])) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${path}`);
  console.log(`\nFirst-load JavaScript of /: ${(total / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(0)} KB uncompressed) in ${scripts.length} files`);
} finally {
  await browser.close();
  await stack.stop();
}
