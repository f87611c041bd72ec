import { arrivedBefore, eventually } from '@driveratlas/testing';
import { Webhook } from 'standardwebhooks';
import { VALID } from './examples';
import { useService } from './support';
import {
  aPartnerKey,
  editedDriver,
  editVersion,
  eventsTelling,
  operatorOf,
  type Receiver,
  startReceiver,
  versionIn,
  WEBHOOK_TEST_ENV,
} from './webhooks-support';

/** Every wait of the back-off at 1 %: 5 s, 30 s and 2 min become 50, 300 and 1200 ms. */
const SCALE = 0.01;
const ctx = useService({ ...WEBHOOK_TEST_ENV, WEBHOOK_RETRY_SCALE: String(SCALE) });
const receivers: Receiver[] = [];
let operator: Record<string, string>;
let partner: Awaited<ReturnType<typeof aPartnerKey>>;

beforeAll(async () => {
  operator = await operatorOf(ctx);
  partner = await aPartnerKey(ctx.db, 'Acme driver sync');
});

afterEach(async () => {
  await ctx.db.query('DELETE FROM webhook_endpoints');
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

async function receiving(answer?: Parameters<typeof startReceiver>[0]): Promise<Receiver> {
  const receiver = await startReceiver(answer);
  receivers.push(receiver);
  return receiver;
}

/** An endpoint of the partner's key made by the operator: its id and signing secret. */
async function anEndpoint(url: string, events: string[]): Promise<{ id: number; secret: string }> {
  const res = await ctx.api().post('/api/admin/webhook-endpoints').set(operator).send({ partnerKeyId: partner.id, url, events }).expect(201);
  expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  return res.body;
}

/** A delivery's body as a receiver reads it. */
interface Delivered {
  type: string;
  data: { driver: { id: number; version: string }; changes: Record<string, unknown> };
}

/**
 * Edits the driver again, a sentinel: deliveries are sent in the order of their events, so whatever else the
 * receiver was to get about the edits before (a second send, a retry) comes before it. Answers what came before it.
 */
async function receivedBeforeSentinel(receiver: Receiver, driverId: number): Promise<Receiver['received']> {
  const sentinel = `sentinel-${Date.now()}`;
  await editVersion(ctx, operator, driverId, sentinel);
  return arrivedBefore(
    () => receiver.received,
    (request) => versionIn(request) === sentinel,
    10_000,
  );
}

describe('a driver edit', () => {
  it('sends one delivery, signed the Standard Webhooks way, with the changes and the new version first', async () => {
    const receiver = await receiving();
    const endpoint = await anEndpoint(receiver.url, ['driver.updated']);
    const before = (await ctx.api().get('/api/drivers/1001').expect(200)).body;
    const edit = await editedDriver(ctx, 1001, { description: 'Fixes a wake-from-sleep disconnect.', version: '99.0.1' });
    await ctx.api().put('/api/drivers/1001').set(operator).send(edit).expect(200);

    await eventually(async () => receiver.received.length === 1, 5_000);
    const [{ headers, body }] = receiver.received;
    const payload = new Webhook(endpoint.secret).verify(body, headers as Record<string, string>) as Delivered;
    expect(payload).toEqual({
      type: 'driver.updated',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: {
        driver: expect.objectContaining({ id: 1001, name: before.name, version: '99.0.1' }),
        changes: { version: { from: before.version, to: '99.0.1' }, description: { from: before.description, to: 'Fixes a wake-from-sleep disconnect.' } },
      },
    });
    expect(Object.keys(payload.data.changes)[0]).toBe('version');
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(body, headers as Record<string, string>)).toThrow();

    // Sent once: nothing more came before a later edit's delivery, and the record says it is never due again.
    expect(await receivedBeforeSentinel(receiver, 1001)).toHaveLength(1);
    const deliveries = (await ctx.api().get(`/api/admin/webhook-endpoints/${endpoint.id}/deliveries`).set(operator).expect(200)).body;
    expect(deliveries.filter((delivery: { eventId: string }) => delivery.eventId === headers['webhook-id'])).toEqual([
      expect.objectContaining({
        type: 'driver.updated',
        status: 'delivered',
        nextAttemptAt: null,
        attempts: [expect.objectContaining({ status: 200, answer: 'thanks' })],
      }),
    ]);
  });

  it('is tried again with back-off: a receiver answering 500 three times has it on the fourth try, with the same webhook-id', async () => {
    const receiver = await receiving((n) => (n <= 3 ? 500 : 204));
    const endpoint = await anEndpoint(receiver.url, ['driver.updated']);
    await editVersion(ctx, operator, 1002, '7.7.7');

    await eventually(async () => receiver.received.length === 4, 10_000);
    const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    const gaps = receiver.received.slice(1).map((r, i) => r.at - receiver.received[i].at);
    [5_000, 30_000, 120_000].forEach((wait, i) => expect(gaps[i]).toBeGreaterThanOrEqual(wait * SCALE - 15));
    for (const { body, headers } of receiver.received) expect(() => new Webhook(endpoint.secret).verify(body, headers as Record<string, string>)).not.toThrow();

    // Delivered on the fourth try and never due again; nothing more came before a later edit's delivery.
    let delivery!: { status: string; nextAttemptAt: string | null; attempts: Array<{ status: number; answer: string }> };
    await eventually(async () => {
      [delivery] = (await ctx.api().get(`/api/admin/webhook-endpoints/${endpoint.id}/deliveries`).set(operator).expect(200)).body;
      return delivery.status === 'delivered';
    }, 5_000);
    expect(delivery.nextAttemptAt).toBeNull();
    expect(delivery.attempts.map((a) => a.status)).toEqual([500, 500, 500, 204]);
    expect(delivery.attempts[0]).toEqual(expect.objectContaining({ answer: 'failing on purpose (500)', error: null, durationMs: expect.any(Number) }));
    expect(await receivedBeforeSentinel(receiver, 1002)).toHaveLength(4);
  });

  it('rolled back sends nothing: the outbox row goes with the change', async () => {
    const receiver = await receiving();
    await anEndpoint(receiver.url, ['driver.updated']);
    // Fails the edit's transaction at its commit, after the driver and its event were written in it.
    await ctx.db.query(`CREATE FUNCTION refuse_rolled_back() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.version = 'rolled-back' THEN RAISE EXCEPTION 'refused at commit'; END IF; RETURN NULL; END $$`);
    await ctx.db.query(`CREATE CONSTRAINT TRIGGER refuse_rolled_back AFTER UPDATE ON drivers DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION refuse_rolled_back()`);
    try {
      const before = (await ctx.api().get('/api/drivers/1003').expect(200)).body;
      const res = await ctx
        .api()
        .put('/api/drivers/1003')
        .set(operator)
        .send(await editedDriver(ctx, 1003, { version: 'rolled-back' }));
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect((await ctx.api().get('/api/drivers/1003').expect(200)).body.version).toBe(before.version);
      // A later edit's delivery comes alone, and no event tells the rolled-back edit (the log is told in order).
      expect(await receivedBeforeSentinel(receiver, 1003)).toEqual([]);
      expect(await eventsTelling(ctx.db, 'rolled-back')).toEqual([]);
    } finally {
      await ctx.db.query('DROP TRIGGER refuse_rolled_back ON drivers');
      await ctx.db.query('DROP FUNCTION refuse_rolled_back');
    }
  });
});

describe('other catalogue events', () => {
  it('tells a driver created and deleted, and a printer model changed, each to the endpoints that asked for it', async () => {
    const drivers = await receiving();
    const printers = await receiving();
    const forDrivers = await anEndpoint(drivers.url, ['driver.created', 'driver.deleted']);
    await anEndpoint(printers.url, ['printer_model.changed']);
    const created = (await ctx.api().post('/api/drivers').set(operator).send(VALID.driver).expect(201)).body;
    await ctx.api().delete(`/api/drivers/${created.id}`).set(operator).expect(204);
    const model = (await ctx.api().post('/api/printer-models').set(operator).send(VALID.printerModel).expect(201)).body;

    await eventually(async () => drivers.received.length === 2 && printers.received.length === 1, 5_000);
    const delivered = drivers.received.map(({ body, headers }) => new Webhook(forDrivers.secret).verify(body, headers as Record<string, string>) as Delivered);
    expect(delivered.map((t) => [t.type, t.data.driver.id]).sort()).toEqual([
      ['driver.created', created.id],
      ['driver.deleted', created.id],
    ]);
    expect(JSON.parse(printers.received[0].body)).toEqual(
      expect.objectContaining({ type: 'printer_model.changed', data: { change: 'created', printerModel: expect.objectContaining({ id: model.id }) } }),
    );
  });
});
