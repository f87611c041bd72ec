import { randomUUID } from 'node:crypto';
import { useService } from './support';
import { aPartnerKey, operatorOf, WEBHOOK_TEST_ENV } from './webhooks-support';

const ctx = useService(WEBHOOK_TEST_ENV);
let operator: Record<string, string>;
let owner: Awaited<ReturnType<typeof aPartnerKey>>;
let other: Awaited<ReturnType<typeof aPartnerKey>>;
const URL_OK = 'http://127.0.0.1:9/hooks';

beforeAll(async () => {
  operator = await operatorOf(ctx);
  owner = await aPartnerKey(ctx.db, 'Owner');
  other = await aPartnerKey(ctx.db, 'Someone else');
});

const count = async (table: string) => Number((await ctx.db.query<{ n: string }>(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);

describe("a key owner's own endpoints", () => {
  it('are made, listed, changed, rotated and deleted with the key, and another key sees none of them (404)', async () => {
    const created = await ctx
      .api()
      .post('/api/partner/webhook-endpoints')
      .set(owner.auth)
      .send({ url: URL_OK, events: ['driver.created'] })
      .expect(201);
    const { id, secret } = created.body;
    expect(created.body).toEqual(
      expect.objectContaining({ partnerKey: { id: owner.id, name: 'Owner' }, enabled: true, secret: expect.stringMatching(/^whsec_/) }),
    );
    expect((await ctx.api().get('/api/partner/webhook-endpoints').set(owner.auth).expect(200)).body.map((e: { id: number }) => e.id)).toEqual([id]);
    expect((await ctx.api().get('/api/partner/webhook-endpoints').set({ 'X-Api-Key': other.secret }).expect(200)).body).toEqual([]);

    const paths: Array<['get' | 'patch' | 'post' | 'delete', string]> = [
      ['get', `/api/partner/webhook-endpoints/${id}/deliveries`],
      ['patch', `/api/partner/webhook-endpoints/${id}`],
      ['post', `/api/partner/webhook-endpoints/${id}/rotate-secret`],
      ['post', `/api/partner/webhook-endpoints/${id}/enable`],
      ['delete', `/api/partner/webhook-endpoints/${id}`],
    ];
    for (const [method, path] of paths) {
      await ctx.api()[method](path).set(other.auth).send({ description: 'taken over' }).expect(404);
      await ctx.api()[method](path).expect(401);
    }
    const kept = (await ctx.api().get('/api/admin/webhook-endpoints').set(operator).expect(200)).body.find((e: { id: number }) => e.id === id);
    expect(kept).toEqual(expect.objectContaining({ description: null, partnerKey: { id: owner.id, name: 'Owner' } }));

    await ctx
      .api()
      .patch(`/api/partner/webhook-endpoints/${id}`)
      .set(owner.auth)
      .send({ events: ['driver.deleted', 'driver.updated'] })
      .expect(200);
    expect((await ctx.api().get(`/api/partner/webhook-endpoints/${id}/deliveries`).set(owner.auth).expect(200)).body).toEqual([]);
    const rotated = (await ctx.api().post(`/api/partner/webhook-endpoints/${id}/rotate-secret`).set(owner.auth).expect(201)).body;
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(secret);
    await ctx.api().delete(`/api/partner/webhook-endpoints/${id}`).set(owner.auth).expect(204);
    expect((await ctx.api().get('/api/partner/webhook-endpoints').set(owner.auth).expect(200)).body).toEqual([]);
  });

  it('refuses a revoked key (401)', async () => {
    const revoked = await aPartnerKey(ctx.db, 'Revoked');
    await ctx.db.query('UPDATE access_tokens SET "revokedAt" = now() WHERE id = $1', [revoked.id]);
    await ctx.api().get('/api/partner/webhook-endpoints').set(revoked.auth).expect(401);
  });
});

describe('bad input', () => {
  const BAD: Array<[string, Record<string, unknown>, RegExp]> = [
    ['an http URL off loopback', { url: 'http://partner.example/hooks', events: ['driver.created'] }, /https/],
    ['a private address', { url: 'https://10.0.0.7/hooks', events: ['driver.created'] }, /private/],
    ['a link-local address', { url: 'https://169.254.169.254/latest', events: ['driver.created'] }, /private/],
    ['an IPv4-mapped private address', { url: 'https://[::ffff:192.168.1.1]/hooks', events: ['driver.created'] }, /private/],
    ['a URL with a password', { url: 'https://user:pw@partner.example/hooks', events: ['driver.created'] }, /password/],
    ['not a URL', { url: 'hooks', events: ['driver.created'] }, /url/],
    ['no events', { url: URL_OK, events: [] }, /events/],
    ['an unknown event', { url: URL_OK, events: ['driver.renamed'] }, /event/],
    ['an unknown field', { url: URL_OK, events: ['driver.created'], secret: 'whsec_mine' }, /secret/],
  ];

  it.each(BAD)('answers %s with a JSON 400 and makes nothing', async (_name, body, message) => {
    const before = await count('webhook_endpoints');
    for (const [path, headers, extra] of [
      ['/api/partner/webhook-endpoints', owner.auth, {}],
      ['/api/admin/webhook-endpoints', operator, { partnerKeyId: owner.id }],
    ] as const) {
      const res = await ctx
        .api()
        .post(path)
        .set(headers)
        .send({ ...body, ...extra })
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.arrayContaining([expect.stringMatching(message)]) });
    }
    expect(await count('webhook_endpoints')).toBe(before);
  });

  it('refuses an endpoint for an unknown or revoked key, and a changed URL to a private address, changing nothing', async () => {
    await ctx
      .api()
      .post('/api/admin/webhook-endpoints')
      .set(operator)
      .send({ partnerKeyId: 99999, url: URL_OK, events: ['driver.created'] })
      .expect(404);
    const { id } = (
      await ctx
        .api()
        .post('/api/admin/webhook-endpoints')
        .set(operator)
        .send({ partnerKeyId: owner.id, url: URL_OK, events: ['driver.created'] })
        .expect(201)
    ).body;
    await ctx.api().patch(`/api/admin/webhook-endpoints/${id}`).set(operator).send({ url: 'https://192.168.0.10/x' }).expect(400);
    expect((await ctx.db.query<{ url: string }>('SELECT url FROM webhook_endpoints WHERE id = $1', [id]))[0].url).toBe(URL_OK);
    await ctx.api().delete(`/api/admin/webhook-endpoints/${id}`).set(operator).expect(204);
  });
});

describe('the signing secret', () => {
  it('is kept encrypted: neither the endpoints, the idempotency keys nor the log hold it in clear', async () => {
    const created = await ctx
      .api()
      .post('/api/admin/webhook-endpoints')
      .set(operator)
      .set('Idempotency-Key', `"${randomUUID()}"`)
      .send({ partnerKeyId: owner.id, url: URL_OK, events: ['driver.updated'] })
      .expect(201);
    const rotated = await ctx.api().post(`/api/admin/webhook-endpoints/${created.body.id}/rotate-secret`).set(operator).expect(201);
    for (const secret of [created.body.secret, rotated.body.secret]) {
      const key = secret.slice('whsec_'.length);
      for (const table of ['webhook_endpoints', 'idempotency_keys', 'audit_entries']) {
        const dump = JSON.stringify(await ctx.db.query(`SELECT * FROM ${table}`));
        expect(dump).not.toContain(key);
        expect(dump).not.toContain(Buffer.from(key, 'base64').toString('hex'));
      }
      expect(ctx.service.output()).not.toContain(key);
    }
    expect(JSON.stringify((await ctx.api().get('/api/admin/webhook-endpoints').set(operator).expect(200)).body)).not.toContain('whsec_');
    const [{ secretCiphertext }] = await ctx.db.query<{ secretCiphertext: string }>('SELECT "secretCiphertext" FROM webhook_endpoints WHERE id = $1', [
      created.body.id,
    ]);
    expect(secretCiphertext).toMatch(/^v1\./);
  });
});
