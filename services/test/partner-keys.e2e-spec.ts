import { createHash } from 'node:crypto';
import { asOperator } from './remote-releases-support';
import { signIn, useService } from './support';

const ctx = useService({ LOG_LEVEL: 'info' });
let own: Record<string, string>;
const sha256 = (secret: string) => createHash('sha256').update(secret).digest('hex');
const SECRET = /^dak_[\w-]{43}$/;
/** Every secret an answer showed, to look for in the database and the log. */
const shown: string[] = [];

beforeAll(async () => {
  own = asOperator(ctx, await signIn(ctx.api));
});

/** The rows of the keys' tables, the audit log and the idempotency keys, which a refused call leaves as they were. */
const rows = async () =>
  Promise.all(['access_tokens', 'partner_key_usage', 'audit_entries', 'idempotency_keys'].map((table) => ctx.db.query(`SELECT * FROM ${table} ORDER BY 1`)));

async function create(name: string, quotaPerMinute: number, headers: Record<string, string> = {}) {
  const made = (await ctx.api().post('/api/admin/partner-keys').set(own).set(headers).send({ name, quotaPerMinute }).expect(201)).body;
  expect(made).toEqual({ id: expect.any(Number), name, quotaPerMinute, secret: expect.stringMatching(SECRET) });
  shown.push(made.secret);
  return made as { id: number; secret: string };
}

const internal = (secret: string) => ctx.api().get(`/internal/partner-keys/${sha256(secret)}`);

describe('partner keys', () => {
  it('are made by the operator, the secret shown once, kept as its SHA-256 and listed without it', async () => {
    const made = await create('Acme Printing', 1200);
    const stored = await ctx.db.query<{ secretHash: string }>(`SELECT "secretHash" FROM access_tokens WHERE id = $1`, [made.id]);
    expect(stored[0].secretHash).toBe(sha256(made.secret));
    const listed = (await ctx.api().get('/api/admin/partner-keys').set(own).expect(200)).body;
    expect(listed).toEqual([
      {
        id: made.id,
        name: 'Acme Printing',
        quotaPerMinute: 1200,
        createdAt: expect.any(String),
        rotatedAt: null,
        revokedAt: null,
        lastUsedAt: null,
        usage: [],
      },
    ]);
    const audit = await ctx.db.query(`SELECT action, target FROM audit_entries ORDER BY id DESC LIMIT 1`);
    expect(audit[0]).toEqual({ action: 'Partner key created', target: `partner key ${made.id} (Acme Printing)` });
    await ctx.api().get('/api/admin/partner-keys').expect(401);
  });

  it("tell the gateway a live key's id and quota by its hash, outside /api; a quota changed is told at once", async () => {
    const made = await create('Quota Co', 5);
    expect((await internal(made.secret).expect(200)).body).toEqual({ id: made.id, quotaPerMinute: 5 });
    await ctx
      .api()
      .get(`/api/internal/partner-keys/${sha256(made.secret)}`)
      .expect(404);
    await ctx.api().get('/internal/partner-keys/not-a-hash').expect(400);
    const changed = (await ctx.api().patch(`/api/admin/partner-keys/${made.id}`).set(own).send({ quotaPerMinute: 8, name: 'Quota Company' }).expect(200)).body;
    expect(changed).toMatchObject({ id: made.id, name: 'Quota Company', quotaPerMinute: 8 });
    expect((await internal(made.secret).expect(200)).body).toEqual({ id: made.id, quotaPerMinute: 8 });
  });

  it('rotate: a new secret shown once, the old one refused from then on', async () => {
    const made = await create('Rotating', 10);
    const rotated = (await ctx.api().post(`/api/admin/partner-keys/${made.id}/rotation`).set(own).expect(201)).body;
    expect(rotated).toEqual({ id: made.id, name: 'Rotating', quotaPerMinute: 10, secret: expect.stringMatching(SECRET) });
    shown.push(rotated.secret);
    expect(rotated.secret).not.toBe(made.secret);
    await internal(made.secret).expect(404);
    await internal(rotated.secret).expect(200);
    const listed = (await ctx.api().get('/api/admin/partner-keys').set(own).expect(200)).body;
    expect(listed.find((key: { id: number }) => key.id === made.id).rotatedAt).toEqual(expect.any(String));
  });

  it('revoke: the key is refused from then on, and cannot be revoked, rotated or changed again', async () => {
    const made = await create('Leaving', 10);
    const revoked = (await ctx.api().delete(`/api/admin/partner-keys/${made.id}`).set(own).expect(200)).body;
    expect(revoked).toMatchObject({ id: made.id, revokedAt: expect.any(String) });
    await internal(made.secret).expect(404);
    await ctx.api().delete(`/api/admin/partner-keys/${made.id}`).set(own).expect(409);
    await ctx.api().post(`/api/admin/partner-keys/${made.id}/rotation`).set(own).expect(409);
    await ctx.api().patch(`/api/admin/partner-keys/${made.id}`).set(own).send({ quotaPerMinute: 3 }).expect(409);
    await ctx.api().delete('/api/admin/partner-keys/999999').set(own).expect(404);
  });

  it('keep no answer with the secret under an Idempotency-Key: made once, the same key again is 409', async () => {
    const key = { 'Idempotency-Key': '"6c1d7c3e-6a0b-4c59-9e8d-1b2a3c4d5e70"' };
    await create('Once Only', 60, key);
    const again = await ctx.api().post('/api/admin/partner-keys').set(own).set(key).send({ name: 'Once Only', quotaPerMinute: 60 }).expect(409);
    expect(again.body).not.toHaveProperty('secret');
    const listed = (await ctx.api().get('/api/admin/partner-keys').set(own).expect(200)).body as Array<{ name: string }>;
    expect(listed.filter((k) => k.name === 'Once Only')).toHaveLength(1);
  });

  it.each([
    ['no name', { quotaPerMinute: 10 }, /name/],
    ['a blank name', { name: '   ', quotaPerMinute: 10 }, /name/],
    ['a name too long', { name: 'x'.repeat(101), quotaPerMinute: 10 }, /name/],
    ['a quota of 0', { name: 'Zero', quotaPerMinute: 0 }, /quotaPerMinute must be a whole number from 1 to 100000/],
    ['a quota past 100000', { name: 'Huge', quotaPerMinute: 100_001 }, /quotaPerMinute/],
    ['a fractional quota', { name: 'Half', quotaPerMinute: 1.5 }, /quotaPerMinute/],
    ['a quota as text', { name: 'Text', quotaPerMinute: '10' }, /quotaPerMinute/],
    ['an unknown field', { name: 'Extra', quotaPerMinute: 10, secretHash: 'mine' }, /secretHash/],
  ])('refuse %s with a 400 that changes nothing', async (_case, body, message) => {
    const before = await rows();
    const res = await ctx.api().post('/api/admin/partner-keys').set(own).send(body).expect(400);
    expect(JSON.stringify(res.body.message)).toMatch(message);
    expect(await rows()).toEqual(before);
  });

  it('refuse a bad change or id with a 400 that changes nothing', async () => {
    const made = await create('Steady', 10);
    const before = await rows();
    await ctx.api().patch(`/api/admin/partner-keys/${made.id}`).set(own).send({ quotaPerMinute: -1 }).expect(400);
    await ctx.api().patch(`/api/admin/partner-keys/${made.id}`).set(own).send({ name: '' }).expect(400);
    await ctx.api().patch('/api/admin/partner-keys/abc').set(own).send({ name: 'x' }).expect(400);
    await ctx.api().post('/api/admin/partner-keys/0/rotation').set(own).expect(400);
    expect(await rows()).toEqual(before);
  });

  it.each([
    ['a null name', 400, { 'Content-Type': 'application/json' }, '{"name":null}', ['name must not be null']],
    ['a null quota', 400, { 'Content-Type': 'application/json' }, '{"quotaPerMinute":null,"name":"Renamed"}', ['quotaPerMinute must not be null']],
    ['no body', 400, {}, undefined, expect.stringMatching(/needs a body/)],
    ['an empty JSON body', 400, { 'Content-Type': 'application/json', 'Content-Length': '0' }, undefined, expect.stringMatching(/needs a body/)],
    ['a body that is not JSON', 415, { 'Content-Type': 'text/plain' }, '{"name":"Renamed"}', expect.stringMatching(/application\/json/)],
    ['a form', 415, { 'Content-Type': 'application/x-www-form-urlencoded' }, 'name=Renamed', expect.stringMatching(/application\/json/)],
    ['malformed JSON', 400, { 'Content-Type': 'application/json' }, '{"name":', 'The request body is not valid JSON.'],
  ])('refuse a change with %s (%i) that changes nothing', async (_case, status, headers, body, message) => {
    const made = await create('Unchanged', 10);
    const before = await rows();
    const res = await ctx.api().patch(`/api/admin/partner-keys/${made.id}`).set(own).set(headers).send(body);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ statusCode: status, error: expect.any(String), message });
    expect(await rows()).toEqual(before);
  });

  it("add up the gateways' usage batches per key and day, shown in the list with the last use", async () => {
    const made = await create('Busy', 100);
    const today = new Date().toISOString().slice(0, 10);
    const at = new Date().toISOString();
    const batch = { counts: [{ sha256: sha256(made.secret), day: today, requests: 7, lastUsedAt: at }] };
    // Two gateways each send their own counts.
    await ctx.api().post('/internal/partner-keys/usage').send(batch).expect(204);
    await ctx
      .api()
      .post('/internal/partner-keys/usage')
      .send({ counts: [{ ...batch.counts[0], requests: 5 }] })
      .expect(204);
    await ctx
      .api()
      .post('/internal/partner-keys/usage')
      .send({ counts: [{ ...batch.counts[0], sha256: 'f'.repeat(64) }] })
      .expect(204);
    await ctx
      .api()
      .post('/internal/partner-keys/usage')
      .send({ counts: [{ ...batch.counts[0], requests: 'many' }] })
      .expect(400);
    const listed = (await ctx.api().get('/api/admin/partner-keys').set(own).expect(200)).body;
    expect(listed.find((key: { id: number }) => key.id === made.id)).toMatchObject({ lastUsedAt: at, usage: [{ day: today, requests: 12 }] });
  });

  it('keep no secret in clear anywhere: not in the database (keys, audit log, idempotency keys) nor in the log', async () => {
    expect(shown.length).toBeGreaterThanOrEqual(6);
    const dump = JSON.stringify(await rows());
    const log = ctx.service.output();
    expect(log).toContain('/api/admin/partner-keys');
    for (const secret of shown) {
      expect(dump).not.toContain(secret);
      expect(log).not.toContain(secret);
    }
  });
});
