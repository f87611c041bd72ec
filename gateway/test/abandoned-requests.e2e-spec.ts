import { CONSENT_FORM_PATH, CONSENT_POLICY_VERSION } from '@driveratlas/visitor-rules';
import { builtWebRoot, eventually, logLines, logLinesBeforeNextRequest } from '@driveratlas/testing';
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { useApiGateway } from './api-only';

// The web apps' builds too: the consent banner's form is answered by the legal remote's route action.
const ctx = useApiGateway({ gateway: { LOG_LEVEL: 'info', WEB_ROOT: builtWebRoot() } });

/** The gateway's log lines (pino's JSON) about the request with this id. */
const logged = (requestId: string) => logLines(ctx.gateway).filter((entry) => entry.reqId === requestId);

/** A consent POST whose client leaves (destroys its connection) after sending its headers and `sent` of its body. */
async function abandon(path: string, contentType: string, body: string, sent: 'half' | 'all'): Promise<string> {
  const requestId = randomUUID();
  const { hostname, port } = new URL(ctx.gateway.url);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  const head = [
    `POST ${path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    `Origin: ${ctx.gateway.url}`,
    'Sec-Fetch-Site: same-origin',
    `Content-Type: ${contentType}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-Request-Id: ${requestId}`,
  ];
  // Left once what is sent has gone out (the connection then ends after it): half a body, or a whole one before its answer.
  await new Promise((resolve) => socket.write(`${head.join('\r\n')}\r\n\r\n${sent === 'all' ? body : body.slice(0, body.length / 2)}`, resolve));
  socket.destroy();
  return requestId;
}

/** The lines the gateway logged at error level or above. */
const errorLines = () => logLines(ctx.gateway).filter((line) => line.level >= 50);

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';
const consentRecord = (consentId: string) =>
  JSON.stringify({ consentId, functional: false, analytics: true, advertising: false, policyVersion: CONSENT_POLICY_VERSION, gpc: false });

/** Waits for the request's first line, then answers its lines logged before a later request's. */
async function linesOf(requestId: string) {
  await eventually(async () => expect(logged(requestId).length).toBeGreaterThan(0));
  return (await logLinesBeforeNextRequest(ctx.gateway)).filter((entry) => entry.reqId === requestId);
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
    await eventually(async () =>
      expect(await ctx.db.query('SELECT analytics FROM consent_records WHERE "consentId" = $1', [consentId])).toEqual([{ analytics: true }]),
    );
    expect(await linesOf(requestId)).toEqual([expect.objectContaining({ level: 30, msg: 'request abandoned', res: { statusCode: 499 } })]);
    expect(errorLines()).toEqual([]);
  });

  it('sent whole by the form, left before the answer, is still recorded and logged once as abandoned', async () => {
    const before = await ctx.db.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM consent_records');
    const requestId = await abandon(CONSENT_FORM_PATH, FORM, 'choice=accept-all&return=%2F', 'all');
    await eventually(async () =>
      expect(await ctx.db.query('SELECT analytics FROM consent_records WHERE id > $1', [before[0].id])).toEqual([{ analytics: true }]),
    );
    expect(await linesOf(requestId)).toEqual([expect.objectContaining({ level: 30, msg: 'request abandoned', res: { statusCode: 499 } })]);
    expect(errorLines()).toEqual([]);
  });
});
