import type { TestDatabase } from '@driveratlas/testing';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signIn, type ServiceUnderTest } from './support';

/** What a receiver does with its n-th request (from 1): answer this status (now or later), redirect it (307), or never answer. */
export type ReceiverAnswer = (n: number) => number | Promise<number> | { redirectTo: string } | 'hang';

export interface Receiver {
  url: string;
  received: Array<{ headers: IncomingHttpHeaders; body: string; at: number }>;
  close(): Promise<void>;
}

/** A real webhook receiver on a loopback port, keeping every request it gets. */
export async function startReceiver(answer: ReceiverAnswer = () => 200): Promise<Receiver> {
  const received: Receiver['received'] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body, at: Date.now() });
      const status = answer(received.length);
      if (status === 'hang') return void hanging.add(res);
      if (typeof status === 'object' && 'redirectTo' in status) return void res.writeHead(307, { Location: status.redirectTo }).end();
      void Promise.resolve(status).then((code) =>
        res.writeHead(code, { 'Content-Type': 'text/plain' }).end(code < 300 ? 'thanks' : `failing on purpose (${code})`),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => {
      hanging.forEach((res) => res.destroy());
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A partner key made in the database as the Partners tab makes one (its secret kept as its SHA-256): its id and secret. */
export async function aPartnerKey(db: TestDatabase, name: string): Promise<{ id: number; secret: string; auth: { Authorization: string } }> {
  const secret = `dak_${randomBytes(32).toString('base64url')}`;
  const hash = createHash('sha256').update(secret).digest('hex');
  const [{ id }] = await db.query<{ id: number }>(
    `INSERT INTO access_tokens (kind, name, "quotaPerMinute", "secretHash") VALUES ('partner-key', $1, 600, $2) RETURNING id`,
    [name, hash],
  );
  return { id, secret, auth: { Authorization: `Bearer ${secret}` } };
}

/** The operator's headers for a write: the session and the site's own origin. */
export async function operatorOf(ctx: ServiceUnderTest): Promise<Record<string, string>> {
  return { Cookie: await signIn(ctx.api), Origin: new URL(ctx.service.url).origin };
}

/** A seeded driver's fields as the edit form sends them back, with `change` applied. */
export async function editedDriver(ctx: ServiceUnderTest, id: number, change: Record<string, unknown>): Promise<Record<string, unknown>> {
  const driver = (await ctx.api().get(`/api/drivers/${id}`).expect(200)).body as Record<string, unknown>;
  const { id: _id, createdAt: _c, updatedAt: _u, releasedOn: _r, ...fields } = driver;
  return Object.fromEntries(Object.entries({ ...fields, ...change }).filter(([, v]) => v !== null));
}

/** The settings every webhook test runs the service with: loopback receivers allowed, a key for the secrets. */
export const WEBHOOK_TEST_ENV = { WEBHOOK_ALLOW_HTTP_LOOPBACK: 'on', WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64') };

/** The operator changes a seeded driver's version; the edit is answered. */
export async function editVersion(ctx: ServiceUnderTest, operator: Record<string, string>, id: number, version: string): Promise<void> {
  await ctx
    .api()
    .put(`/api/drivers/${id}`)
    .set(operator)
    .send(await editedDriver(ctx, id, { version }))
    .expect(200);
}

/** The driver's version a delivery tells. */
export const versionIn = (request: Receiver['received'][number]): string =>
  (JSON.parse(request.body) as { data: { driver: { version: string } } }).data.driver.version;

/** The webhook events made of edits of a driver to this version. */
export const eventsTelling = (db: TestDatabase, version: string): Promise<Array<{ id: string }>> =>
  db.query<{ id: string }>(`SELECT id FROM webhook_events WHERE data -> 'driver' ->> 'version' = $1`, [version]);
