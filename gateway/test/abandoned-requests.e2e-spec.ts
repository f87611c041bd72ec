import { CONSENT_FORM_PATH, CONSENT_POLICY_VERSION } from '@driveratlas/catalog';
import { createTestDatabase, eventually, RunningApp, startGateway, startService, TestDatabase } from '@driveratlas/testing';
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { API_ONLY } from './api-only';

let db: TestDatabase;
let service: RunningApp;
let gateway: RunningApp;

beforeAll(async () => {
  db = await createTestDatabase();
  service = await startService(db.url);
  gateway = await startGateway(service.url, { ...API_ONLY, LOG_LEVEL: 'info' });
});

afterAll(async () => {
  await gateway?.stop();
  await service?.stop();
  await db?.drop();
});

/** The gateway's log lines (pino's JSON) about the request with this id. */
function logged(requestId: string): Array<{ level: number; msg: string; res?: { statusCode: number } }> {
  return gateway
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.reqId === requestId);
}

/** A consent POST whose client leaves (destroys its connection) after sending its headers and `sent` of its body. */
async function abandon(path: string, contentType: string, body: string, sent: 'half' | 'all'): Promise<string> {
  const requestId = randomUUID();
  const { hostname, port } = new URL(gateway.url);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  const head = [
    `POST ${path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    `Origin: ${gateway.url}`,
    'Sec-Fetch-Site: same-origin',
    `Content-Type: ${contentType}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-Request-Id: ${requestId}`,
  ];
  socket.write(`${head.join('\r\n')}\r\n\r\n${sent === 'all' ? body : body.slice(0, body.length / 2)}`);
  // Half a body is left once the gateway has read it; a whole one at once, before its answer.
  if (sent === 'half') await new Promise((r) => setTimeout(r, 300));
  socket.destroy();
  return requestId;
}

/** The lines the gateway logged at error level or above. */
const errorLines = () =>
  gateway
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{') && JSON.parse(line).level >= 50);

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';
const consentRecord = (consentId: string) =>
  JSON.stringify({ consentId, functional: false, analytics: true, advertising: false, policyVersion: CONSENT_POLICY_VERSION, gpc: false });

/** Waits for the request's first line, then a little longer for any line after it. */
async function linesOf(requestId: string) {
  await eventually(async () => expect(logged(requestId).length).toBeGreaterThan(0));
  await new Promise((r) => setTimeout(r, 500));
  return logged(requestId);
}

describe('a consent choice whose visitor leaves while it is being sent', () => {
  it.each([
    ["the consent banner's form", CONSENT_FORM_PATH, FORM, 'choice=reject-all&return=%2Fprinters'],
    ["the API's consent record", '/api/consent-records', JSON_TYPE, consentRecord(randomUUID())],
  ])('%s, left in the middle of its body, is logged once as abandoned (499, info), never as an error', async (_name, path, type, body) => {
    const requestId = await abandon(path, type, body, 'half');
    expect(await linesOf(requestId)).toEqual([expect.objectContaining({ level: 30, msg: 'request abandoned', res: { statusCode: 499 } })]);
    expect(errorLines()).toEqual([]);
  });

  it('sent whole through the API, left before the answer, is still recorded and logged once as abandoned', async () => {
    const consentId = randomUUID();
    const requestId = await abandon('/api/consent-records', JSON_TYPE, consentRecord(consentId), 'all');
    expect(await linesOf(requestId)).toEqual([expect.objectContaining({ level: 30, msg: 'request abandoned', res: { statusCode: 499 } })]);
    await eventually(async () =>
      expect(await db.query('SELECT analytics FROM consent_records WHERE "consentId" = $1', [consentId])).toEqual([{ analytics: true }]),
    );
    expect(errorLines()).toEqual([]);
  });

  it('sent whole by the form, left before the answer, is still recorded and logged once as abandoned', async () => {
    const before = await db.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM consent_records');
    const requestId = await abandon(CONSENT_FORM_PATH, FORM, 'choice=accept-all&return=%2F', 'all');
    expect(await linesOf(requestId)).toEqual([expect.objectContaining({ level: 30, msg: 'request abandoned', res: { statusCode: 499 } })]);
    await eventually(async () => expect(await db.query('SELECT analytics FROM consent_records WHERE id > $1', [before[0].id])).toEqual([{ analytics: true }]));
    expect(errorLines()).toEqual([]);
  });
});
