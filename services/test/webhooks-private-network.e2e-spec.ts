import { eventually } from '@driveratlas/testing';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { type DnsStandIn, startDnsStandIn } from './dns-stand-in';
import { type ServiceUnderTest, useService } from './support';
import { aPartnerKey, editedDriver, operatorOf, type Receiver, startReceiver, WEBHOOK_TEST_ENV } from './webhooks-support';

/** A public address (example.com's) that the rebinding name has while it is registered. */
const PUBLIC_ADDRESS = '93.184.215.14';
const REBINDING = 'rebinding.partner.test';

let dns: DnsStandIn;
let rebindTo = PUBLIC_ADDRESS;
/** A local server that counts every TCP connection made to it: what a webhook let into the private network reaches. */
let inside: Server & { connections: number };

/** The two services' settings, given the stand-in's address once it listens, before they start (useService reads them then). */
const production: Record<string, string> = { WEBHOOK_SECRET_KEY: WEBHOOK_TEST_ENV.WEBHOOK_SECRET_KEY };
const loopbackAllowed: Record<string, string> = { ...WEBHOOK_TEST_ENV };

beforeAll(async () => {
  dns = await startDnsStandIn((name) => (name === REBINDING ? [rebindTo] : name === 'intranet.partner.test' ? ['10.20.30.40'] : 'no such name'));
  for (const settings of [production, loopbackAllowed]) settings.OUTGOING_DNS_SERVERS = dns.server;
  inside = Object.assign(
    createServer((socket) => socket.destroy()),
    { connections: 0 },
  );
  inside.on('connection', () => inside.connections++);
  await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await dns?.close();
  await new Promise((resolve) => inside?.close(resolve));
});

/** The attempts recorded for the endpoint's deliveries, oldest first. */
async function attemptsOf(ctx: ServiceUnderTest, endpointId: number): Promise<Array<{ status: number | null; error: string | null }>> {
  const rows = await ctx.db.query<{ attempt: { status: number | null; error: string | null } }>(
    `SELECT a AS attempt FROM webhook_deliveries d, jsonb_array_elements(d.attempts) a WHERE d."endpointId" = $1 ORDER BY d.id`,
    [endpointId],
  );
  return rows.map((row) => row.attempt);
}

/** The operator changes a driver's version: an event for every endpoint asking for driver.updated. */
async function aDriverUpdate(ctx: ServiceUnderTest, version: string): Promise<void> {
  const edit = await editedDriver(ctx, 1003, { version });
  await ctx
    .api()
    .put('/api/drivers/1003')
    .set(await operatorOf(ctx))
    .send(edit)
    .expect(200);
}

describe('without the loopback allowance, as in production', () => {
  const ctx = useService(production);

  it.each([
    ['the IPv4-compatible loopback', 'https://[::127.0.0.1]/hooks'],
    ['NAT64 of loopback', 'https://[64:ff9b::7f00:1]/hooks'],
    ['NAT64 of the cloud metadata address', 'https://[64:ff9b::a9fe:a9fe]/latest/meta-data/'],
    ['6to4 of the cloud metadata address', 'https://[2002:a9fe:a9fe::]/latest/meta-data/'],
    ['loopback written in decimal', 'https://2130706433/hooks'],
    ['loopback written in octal', 'https://0177.0.0.1/hooks'],
    ['a name resolving to a private address', 'https://intranet.partner.test/hooks'],
  ])('refuses to register %s (%s)', async (_form, url) => {
    const partner = await aPartnerKey(ctx.db, `Partner probing ${url}`);
    const res = await ctx
      .api()
      .post('/api/partner/webhook-endpoints')
      .set(partner.auth)
      .send({ url, events: ['driver.updated'] });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([expect.stringMatching(/^url's host .* a private, loopback or reserved address: /)]);
  });

  it('refuses at send time a name that resolved to a public address when registered and to 127.0.0.1 since, connecting nowhere', async () => {
    const partner = await aPartnerKey(ctx.db, 'Partner rebinding its DNS');
    const url = `https://${REBINDING}:${(inside.address() as AddressInfo).port}/hooks`;
    const registered = await ctx
      .api()
      .post('/api/partner/webhook-endpoints')
      .set(partner.auth)
      .send({ url, events: ['driver.updated'] })
      .expect(201);
    expect(dns.queries.filter((q) => q.name === REBINDING && q.type === 'A')).toHaveLength(1);

    rebindTo = '127.0.0.1';
    const asked = dns.queries.length;
    await aDriverUpdate(ctx, 'rebound-1');
    await eventually(async () => (await attemptsOf(ctx, registered.body.id)).length >= 1, 10_000);

    expect(await attemptsOf(ctx, registered.body.id)).toEqual([
      expect.objectContaining({
        status: null,
        error: `RefusedDestination: ${REBINDING} resolves to 127.0.0.1, which is a private, loopback or reserved address: loopback (127.0.0.0/8)`,
      }),
    ]);
    expect(inside.connections).toBe(0);
    // One lookup for the attempt, made by its connection: the address checked is the one it would have connected to.
    expect(dns.queries.slice(asked).filter((q) => q.name === REBINDING && q.type === 'A')).toHaveLength(1);
  });
});

describe('with the loopback allowance, as the tests run', () => {
  const ctx = useService(loopbackAllowed);
  const receivers: Receiver[] = [];

  afterAll(async () => {
    await Promise.all(receivers.map((receiver) => receiver.close()));
  });

  it('follows no redirect: a receiver sending the delivery on to another address has it fail, and the other has nothing', async () => {
    const target = await startReceiver();
    // Sends the delivery on to the other receiver, as a redirect into a private network would.
    const redirecting = await startReceiver(() => ({ redirectTo: target.url }));
    receivers.push(target, redirecting);
    const partner = await aPartnerKey(ctx.db, 'Partner redirecting');
    const { body } = await ctx
      .api()
      .post('/api/partner/webhook-endpoints')
      .set(partner.auth)
      .send({ url: redirecting.url, events: ['driver.updated'] })
      .expect(201);

    await aDriverUpdate(ctx, 'redirected-1');
    await eventually(async () => (await attemptsOf(ctx, body.id)).length >= 1, 10_000);
    expect((await attemptsOf(ctx, body.id))[0]).toEqual(expect.objectContaining({ status: 307, error: null }));
    const [{ status }] = await ctx.db.query<{ status: string }>('SELECT status FROM webhook_deliveries WHERE "endpointId" = $1', [body.id]);
    expect(status).toBe('pending');
    expect(target.received).toEqual([]);
  });

  it('still refuses any private address other than loopback, the allowance notwithstanding', async () => {
    const partner = await aPartnerKey(ctx.db, 'Partner reaching past loopback');
    for (const url of ['http://10.0.0.1/hooks', 'http://[::ffff:169.254.169.254]/hooks', 'http://intranet.partner.test/hooks']) {
      const res = await ctx
        .api()
        .post('/api/partner/webhook-endpoints')
        .set(partner.auth)
        .send({ url, events: ['driver.updated'] });
      expect([url, res.status]).toEqual([url, 400]);
    }
  });
});
