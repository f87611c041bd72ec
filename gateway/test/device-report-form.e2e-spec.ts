import { DEVICE_REPORTS_PATH } from '@driveratlas/driver-domain';
import { builtWebRoot, createTestDatabase, RunningApp, startGateway, startService, TestDatabase } from '@driveratlas/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';

let db: TestDatabase;
let service: RunningApp;
let gateway: RunningApp;

const FIXTURES = join(__dirname, '../../services/src/catalogue/device-reports/fixtures');
const MARKER = 'Quagga-51d2e8-Marker';

beforeAll(async () => {
  db = await createTestDatabase();
  service = await startService(db.url, { LOG_LEVEL: 'debug' });
  // The form is answered by its route's action, in the catalog remote's server build, which renders the page too.
  gateway = await startGateway(service.url, { WEB_ROOT: builtWebRoot(), LOG_LEVEL: 'debug' });
});

afterAll(async () => {
  await gateway?.stop();
  await service?.stop();
  await db?.drop();
});

/** The My PC form as a browser posts it from the site's own page: multipart, with the box's text and the chosen file. */
const postForm = (list: string, file?: { bytes: Buffer; name: string }, headers: Record<string, string> = {}) => {
  const call = request(gateway.url)
    .post('/my-pc')
    .set({ origin: gateway.url, 'sec-fetch-site': 'same-origin', ...headers })
    .field('list', list);
  return file ? call.attach('file', file.bytes, file.name) : call.attach('file', Buffer.alloc(0), '');
};

/** The API's answer the page was rendered with (the data it carries for the browser): the report, or the refusal. */
function answered(res: request.Response) {
  const data = /<script type="application\/json" id="server-rendered">(.*?)<\/script>/s.exec(res.text)?.[1];
  const { answers, refusals } = JSON.parse(data ?? '{}') as { answers: Record<string, Report>; refusals: Record<string, { status: number; body: string }> };
  const refusal = refusals[DEVICE_REPORTS_PATH];
  return {
    report: answers[DEVICE_REPORTS_PATH],
    refusal: refusal && { status: refusal.status, message: (JSON.parse(refusal.body) as { message: string }).message },
  };
}
interface Report {
  devices: Array<{ name: string; verdict: string }>;
  counts: Record<string, number>;
}

describe('POST /my-pc, the My PC form without scripts', () => {
  it('checks the pasted list, or the chosen file as it was saved (UTF-16 too), as the API does', async () => {
    const res = await postForm(readFileSync(join(FIXTURES, 'powershell-5.json'), 'utf8')).expect(200);
    expect([res.type, res.headers['cache-control']]).toEqual(['text/html', 'no-store']);
    expect(res.text).toContain('NVIDIA GeForce RTX 4090');
    const pasted = answered(res).report;
    expect(pasted.devices).toHaveLength(26);
    expect(pasted.devices[0]).toMatchObject({ name: 'NVIDIA GeForce RTX 4090', verdict: 'up-to-date' });
    const chosen = answered(await postForm('', { bytes: readFileSync(join(FIXTURES, 'powershell-5-utf16.json')), name: 'devices.json' }).expect(200));
    expect(chosen.report.counts).toEqual(pasted.counts);
    const urlencoded = await request(gateway.url)
      .post('/my-pc')
      .set({ 'content-type': 'application/x-www-form-urlencoded', origin: gateway.url, 'sec-fetch-site': 'same-origin' })
      .send(new URLSearchParams({ list: readFileSync(join(FIXTURES, 'pnputil-en.txt'), 'utf8') }).toString())
      .expect(200);
    expect(answered(urlencoded).report.counts).toEqual(pasted.counts);
  });

  it("refuses what the API refuses in its words, another site's post, a form of other fields and a file over 2 MB", async () => {
    const refused = await postForm('hello world').expect(400);
    expect(answered(refused).refusal.message).toMatch(/PowerShell|pnputil|Device Manager/);
    expect(refused.text).toContain('hello world');
    await postForm('[]', undefined, { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' }).expect(403);
    await request(gateway.url).post('/my-pc').set({ origin: gateway.url, 'sec-fetch-site': 'same-origin' }).field('other', 'x').expect(400);
    const big = await postForm('', { bytes: Buffer.alloc(3 * 1024 * 1024, 'a'), name: 'devices.txt' }).expect(413);
    expect(big.body.message).toContain('2 MB');
  });

  it('keeps no word of the list in its log or the service', async () => {
    const list = JSON.parse(readFileSync(join(FIXTURES, 'powershell-7.json'), 'utf8')) as Array<Record<string, unknown>>;
    list[0].DeviceName = MARKER;
    expect(answered(await postForm(JSON.stringify(list)).expect(200)).report.devices[0].name).toBe(MARKER);
    await postForm(`${MARKER} is not a list`).expect(400);
    expect(gateway.output()).toContain('/my-pc');
    expect(gateway.output()).not.toContain(MARKER);
    expect(service.output()).not.toContain(MARKER);
  });
});

describe('POST /api/device-reports through the gateway', () => {
  it('passes a list of up to 2 MB to the service as it was sent, and its refusal of a larger one', async () => {
    const list = JSON.parse(readFileSync(join(FIXTURES, 'powershell-7.json'), 'utf8')) as object[];
    // About 1.5 MB: past the gateway's limit for the bodies it reads itself.
    const padded = JSON.stringify(list.map((device) => ({ ...device, Description: 'x'.repeat(60_000) })));
    expect(Buffer.byteLength(padded)).toBeGreaterThan(1024 * 1024);
    const { body } = await request(gateway.url).post('/api/device-reports').set('content-type', 'text/plain').send(padded).expect(200);
    expect(body.devices).toHaveLength(list.length);
    await request(gateway.url)
      .post('/api/device-reports')
      .set('content-type', 'application/octet-stream')
      .send(Buffer.alloc(3 * 1024 * 1024, 'a'))
      .expect(413);
  });
});
