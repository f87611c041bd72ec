import { eventually } from '@driveratlas/testing';
import { QUERY_TIMEOUT_MS } from '../src/platform/outgoing-http/host-resolver';
import { type DnsStandIn, startDnsStandIn } from './dns-stand-in';
import { signIn, useService } from './support';
import { aPartnerKey, editedDriver, operatorOf, WEBHOOK_TEST_ENV } from './webhooks-support';

/**
 * The answer time every request keeps while deliveries fail on a DNS server that never answers: one query's timeout. A
 * request that waited on a lookup would take at least that long; one that does not is well within it even on a busy
 * 2-core machine, where a sign-in's password hashing alone took 534 ms (a tighter bound measured the machine).
 */
const ANSWERS_WITHIN_MS = QUERY_TIMEOUT_MS;
const FAILING_ENDPOINTS = 25;

let dns: DnsStandIn;
/** Filled once the stand-in listens, before the service starts (useService reads it then). */
const env: Record<string, string> = { ...WEBHOOK_TEST_ENV, WEBHOOK_RETRY_SCALE: '0.001' };

beforeAll(async () => {
  dns = await startDnsStandIn(() => 'silent');
  env.OUTGOING_DNS_SERVERS = dns.server;
});

const ctx = useService(env);

afterAll(async () => {
  await dns?.close();
});

/** The request's answer and how long it took. */
async function timed<T>(request: PromiseLike<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await request;
  return { answer, ms: performance.now() - started };
}

it(`answers registrations, catalogue reads and sign-ins within ${ANSWERS_WITHIN_MS} ms while deliveries to ${FAILING_ENDPOINTS} endpoints wait on a dead DNS server`, async () => {
  const partner = await aPartnerKey(ctx.db, 'Partner behind a dead DNS');
  const register = (host: string) =>
    ctx
      .api()
      .post('/api/partner/webhook-endpoints')
      .set(partner.auth)
      .send({ url: `https://${host}/driveratlas`, events: ['driver.updated'] });
  // Their hosts do not resolve (the DNS server is silent): accepted, to be checked at each send.
  const made = await Promise.all(Array.from({ length: FAILING_ENDPOINTS }, (_, i) => register(`hooks-${i}.partner.test`)));
  expect(made.map((res) => res.status)).toEqual(Array(FAILING_ENDPOINTS).fill(201));

  const operator = await operatorOf(ctx);
  for (const version of ['1.0.1', '1.0.2']) {
    await ctx
      .api()
      .put('/api/drivers/1001')
      .set(operator)
      .send(await editedDriver(ctx, 1001, { version }))
      .expect(200);
  }
  // Deliveries are under way: their lookups reach the silent server, which the service asks in place of the system's.
  await eventually(async () => new Set(dns.queries.filter((q) => q.at > Date.now() - 2000).map((q) => q.name)).size >= 10, 5_000);

  for (let round = 0; round < 6; round++) {
    // Each round meets deliveries waiting on the dead server: it has been asked again since the round before.
    const asked = dns.queries.length;
    await eventually(async () => dns.queries.length > asked, 10_000);
    const registration = await timed(register(`new-${round}.partner.test`));
    const catalogue = await timed(ctx.api().get('/api/drivers?limit=20'));
    const signedIn = await timed(signIn(ctx.api));
    expect([registration.answer.status, catalogue.answer.status, signedIn.answer]).toEqual([201, 200, expect.stringMatching(/^da_session=/)]);
    const slow = Object.entries({ registration, catalogue, signedIn }).filter(([, { ms }]) => ms > ANSWERS_WITHIN_MS);
    expect(slow.map(([name, { ms }]) => `round ${round}: ${name} took ${Math.round(ms)} ms`)).toEqual([]);
  }

  // The deliveries do fail, each attempt on the unanswered lookup, and are kept for their next try.
  await eventually(async () => {
    const [{ n }] = await ctx.db.query<{ n: string }>(`SELECT COUNT(*) AS n FROM webhook_deliveries WHERE attempts @> '[{"status": null}]'`);
    return Number(n) >= 20;
  }, 15_000);
  const [attempt] = await ctx.db.query<{ error: string }>(`SELECT attempts -> 0 ->> 'error' AS error FROM webhook_deliveries WHERE attempts <> '[]' LIMIT 1`);
  expect(attempt.error).toMatch(/^ETIMEOUT: query(A|AAAA) ETIMEOUT hooks-\d+\.partner\.test$/);
});
