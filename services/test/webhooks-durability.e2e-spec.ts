import { arrivedBefore, eventually } from '@driveratlas/testing';
import { Client } from 'pg';
import { Webhook } from 'standardwebhooks';
import { useService } from './support';
import { aPartnerKey, editVersion, eventsTelling, operatorOf, type Receiver, startReceiver, versionIn, WEBHOOK_TEST_ENV } from './webhooks-support';

/** The 24 hours a delivery is tried for become 8.6 s; a receiver not answering within 1 s has failed the attempt. */
const ctx = useService({ ...WEBHOOK_TEST_ENV, WEBHOOK_RETRY_SCALE: '0.0001', WEBHOOK_TIMEOUT_MS: '1000' });
const receivers: Receiver[] = [];
let operator: Record<string, string>;
let partnerKeyId: number;

beforeAll(async () => {
  operator = await operatorOf(ctx);
  partnerKeyId = (await aPartnerKey(ctx.db, 'Durable partner')).id;
});

afterEach(async () => {
  try {
    await ctx.db.query('DELETE FROM webhook_endpoints');
  } finally {
    await Promise.all(receivers.splice(0).map((r) => r.close()));
  }
});

async function endpointFor(answer: Parameters<typeof startReceiver>[0]): Promise<{ receiver: Receiver; id: number; secret: string }> {
  const receiver = await startReceiver(answer);
  receivers.push(receiver);
  const { body } = await ctx
    .api()
    .post('/api/admin/webhook-endpoints')
    .set(operator)
    .send({ partnerKeyId, url: receiver.url, events: ['driver.updated'] })
    .expect(201);
  return { receiver, ...body };
}

const endpointsListed = async () => (await ctx.api().get('/api/admin/webhook-endpoints').set(operator).expect(200)).body;

it('delivers after a restart what a process killed between the commit and the delivery held: nothing is lost', async () => {
  // The first request is never answered: the process is killed while the delivery is under way, before it is done.
  const { receiver, id, secret } = await endpointFor((n) => (n === 1 ? 'hang' : 200));
  await editVersion(ctx, operator, 1004, 'after-the-crash');
  await eventually(async () => receiver.received.length === 1, 5_000);
  process.kill(ctx.service.pid, 'SIGKILL');
  await ctx.service.restart();

  await eventually(async () => receiver.received.length === 2, 20_000);
  const [held, delivered] = receiver.received;
  expect(delivered.headers['webhook-id']).toBe(held.headers['webhook-id']);
  const payload = new Webhook(secret).verify(delivered.body, delivered.headers as Record<string, string>) as { data: { changes: { version: { to: string } } } };
  expect(payload.data.changes.version.to).toBe('after-the-crash');
  await eventually(async () => {
    const [delivery] = (await ctx.api().get(`/api/admin/webhook-endpoints/${id}/deliveries`).set(operator).expect(200)).body;
    return delivery.status === 'delivered';
  }, 5_000);
}, 60_000);

it('disables an endpoint whose deliveries have all failed for 24 hours, says why in the admin list, and sends again once re-enabled', async () => {
  let failing = true;
  const { receiver, id } = await endpointFor(() => (failing ? 503 : 200));
  const started = Date.now();
  await editVersion(ctx, operator, 1005, 'never-received');

  await eventually(async () => (await endpointsListed()).some((e: { id: number; enabled: boolean }) => e.id === id && !e.enabled), 30_000);
  expect(Date.now() - started).toBeGreaterThanOrEqual(86_400_000 * 0.0001);
  const [listed] = await endpointsListed();
  expect(listed).toEqual(
    expect.objectContaining({
      id,
      enabled: false,
      disabledAt: expect.any(String),
      disabledReason: expect.stringMatching(/^Every delivery failed from .* HTTP 503$/),
    }),
  );
  expect(receiver.received.length).toBeGreaterThan(6);
  const tried = receiver.received.length;
  await editVersion(ctx, operator, 1005, 'while-disabled');
  // Its event is made while the endpoint is disabled, with no delivery for it.
  let events: Array<{ id: string }> = [];
  await eventually(async () => (events = await eventsTelling(ctx.db, 'while-disabled')).length === 1, 10_000);
  expect(await ctx.db.query('SELECT id FROM webhook_deliveries WHERE "eventId" = $1 AND "endpointId" = $2', [events[0].id, id])).toEqual([]);

  failing = false;
  const enabled = await ctx.api().post(`/api/admin/webhook-endpoints/${id}/enable`).set(operator).expect(200);
  const enabledAt = Date.now();
  expect(enabled.body).toEqual(expect.objectContaining({ enabled: true, disabledAt: null, disabledReason: null }));
  await editVersion(ctx, operator, 1005, 'enabled-again');
  // The edit made once it is enabled is received; before it, nothing came while it was disabled, nor about that edit.
  const sinceDisabled = (
    await arrivedBefore(
      () => receiver.received,
      (r) => versionIn(r) === 'enabled-again',
      5_000,
    )
  ).slice(tried);
  expect(sinceDisabled.filter((r) => r.at < enabledAt || versionIn(r) === 'while-disabled')).toEqual([]);
}, 60_000);

it('removes an endpoint while an attempt of it is being recorded, without a deadlock', async () => {
  let answer!: (status: number) => void;
  const answered = new Promise<number>((resolve) => (answer = resolve));
  const { receiver, id } = await endpointFor(() => answered);
  await editVersion(ctx, operator, 1006, 'removed-meanwhile');
  await eventually(async () => receiver.received.length === 1, 10_000);
  const remover = new Client({ connectionString: ctx.db.url });
  await remover.connect();
  try {
    // The remover checks for a deadlock long before the service does, so a deadlock fails this removal.
    await remover.query(`SET deadlock_timeout = '20ms'`);
    await remover.query('BEGIN');
    // A removal's first step, the endpoint's row, taken while the attempt is under way; then the attempt fails.
    await remover.query('SELECT id FROM webhook_endpoints WHERE id = $1 FOR UPDATE', [id]);
    answer(503);
    const recordingWaits = async () =>
      (
        await ctx.db.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%webhook_endpoints%'`,
        )
      ).length === 1;
    await eventually(recordingWaits, 10_000);
    // Its second step: the deliveries, by cascade.
    await remover.query('DELETE FROM webhook_endpoints WHERE id = $1', [id]);
    await remover.query('COMMIT');
  } finally {
    await remover.end();
  }
  expect((await endpointsListed()).map((e: { id: number }) => e.id)).not.toContain(id);
  expect(await ctx.db.query('SELECT id FROM webhook_deliveries WHERE "endpointId" = $1', [id])).toEqual([]);
}, 60_000);
