import { CONTACT_MESSAGES } from '@driveratlas/visitor-rules';
import request from 'supertest';
import { VALID } from './examples';
import { signIn, tableCounts, useService } from './support';

const ctx = useService();

type Call = (cookie: string) => request.Test;

/** Every kind of bad input, on reads and writes, public and admin. */
const BAD_CALLS: Array<[string, number, Call]> = [
  ['a non-numeric driver id', 400, () => ctx.api().get('/api/drivers/abc')],
  ['a fractional driver id', 400, () => ctx.api().get('/api/drivers/1.5')],
  ['an unknown driver id', 404, () => ctx.api().get('/api/drivers/999999')],
  ['a non-numeric id on download', 400, () => ctx.api().post('/api/drivers/abc/download')],
  ['an unknown id on download', 404, () => ctx.api().post('/api/drivers/999999/download')],
  ['an unknown field on download', 400, () => ctx.api().post('/api/drivers/301/download').send({ printerModel: 'ET-4760', extra: 1 })],
  ['a wrongly typed field on download', 400, () => ctx.api().post('/api/drivers/301/download').send({ printerModel: 4760 })],
  ['malformed JSON on download', 400, () => ctx.api().post('/api/drivers/301/download').set('Content-Type', 'application/json').send('{"printerModel": "ET-')],
  [
    'a body over 100 kB on download',
    413,
    () =>
      ctx
        .api()
        .post('/api/drivers/301/download')
        .send({ printerName: 'x'.repeat(110_000) }),
  ],
  ['an unknown query parameter', 400, () => ctx.api().get('/api/drivers?colour=red')],
  [
    'a missing field on create',
    400,
    (c) =>
      ctx
        .api()
        .post('/api/drivers')
        .set('Cookie', c)
        .send({ ...VALID.driver, name: undefined }),
  ],
  [
    'an empty required field on create',
    400,
    (c) =>
      ctx
        .api()
        .post('/api/drivers')
        .set('Cookie', c)
        .send({ ...VALID.driver, version: '' }),
  ],
  [
    'a wrongly typed rating on create',
    400,
    (c) =>
      ctx
        .api()
        .post('/api/drivers')
        .set('Cookie', c)
        .send({ ...VALID.driver, rating: '5' }),
  ],
  [
    'a rating out of range on create',
    400,
    (c) =>
      ctx
        .api()
        .post('/api/drivers')
        .set('Cookie', c)
        .send({ ...VALID.driver, rating: 6 }),
  ],
  [
    'an unknown category on create',
    400,
    (c) =>
      ctx
        .api()
        .post('/api/drivers')
        .set('Cookie', c)
        .send({ ...VALID.driver, category: 'Toasters' }),
  ],
  [
    'an unknown field on create',
    400,
    (c) =>
      ctx
        .api()
        .post('/api/drivers')
        .set('Cookie', c)
        .send({ ...VALID.driver, id: 5 }),
  ],
  ['a body that is not JSON on create', 415, (c) => ctx.api().post('/api/drivers').set('Cookie', c).type('text/plain').send(JSON.stringify(VALID.driver))],
  ['no body on replace', 400, (c) => ctx.api().put('/api/drivers/1000').set('Cookie', c)],
  ['a body that is not JSON on download', 415, () => ctx.api().post('/api/drivers/301/download').type('text/plain').send('{"printerModel":"ET-4760"}')],
  ['malformed JSON on create', 400, (c) => ctx.api().post('/api/drivers').set('Cookie', c).set('Content-Type', 'application/json').send('{"name":')],
  [
    'a body over 100 kB on create',
    413,
    (c) =>
      ctx
        .api()
        .post('/api/drivers')
        .set('Cookie', c)
        .send({ ...VALID.driver, description: 'x'.repeat(110_000) }),
  ],
  [
    'a missing field on replace',
    400,
    (c) =>
      ctx
        .api()
        .put('/api/drivers/1000')
        .set('Cookie', c)
        .send({ ...VALID.driver, manufacturer: undefined }),
  ],
  ['a non-numeric id on replace', 400, (c) => ctx.api().put('/api/drivers/x').set('Cookie', c).send(VALID.driver)],
  ['an unknown id on replace', 404, (c) => ctx.api().put('/api/drivers/999999').set('Cookie', c).send(VALID.driver)],
  ['an unknown id on delete', 404, (c) => ctx.api().delete('/api/drivers/999999').set('Cookie', c)],
  ['a non-numeric id on delete', 400, (c) => ctx.api().delete('/api/drivers/1e3').set('Cookie', c)],
  ['a negative id', 400, () => ctx.api().get('/api/drivers/-1000')],
  ['an id beyond the integer range', 400, () => ctx.api().get('/api/drivers/99999999999')],
  [
    'a short contact name',
    400,
    () =>
      ctx
        .api()
        .post('/api/contact-messages')
        .send({ name: 'J', email: 'j@example.com', subject: 'Hello there', category: 'business', message: 'A long enough message.' }),
  ],
  [
    'an array as login password',
    400,
    () =>
      ctx
        .api()
        .post('/api/auth/login')
        .send({ password: ['a'] }),
  ],
  ['a missing login password', 400, () => ctx.api().post('/api/auth/login').send({})],
];

describe('bad input', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signIn(ctx.api);
  });

  it.each(BAD_CALLS)('answers %s with %i JSON and a message, changing nothing', async (_name, status, call) => {
    const before = await tableCounts(ctx.db);
    const res = await call(cookie);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ statusCode: status, error: expect.any(String), message: expect.anything() });
    expect(JSON.stringify(res.body.message).length).toBeGreaterThan(5);
    expect(JSON.stringify(res.body)).not.toMatch(/\bat .+\.(js|ts):\d+/);
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it('names the invalid fields in the message', async () => {
    const res = await ctx
      .api()
      .post('/api/drivers')
      .set('Cookie', cookie)
      .send({ ...VALID.driver, name: undefined, rating: 9, colour: 'red' })
      .expect(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining([expect.stringMatching(/^name /), expect.stringMatching(/^rating /), 'property colour should not exist']),
    );
  });

  it("answers the spec's own messages for the contact form", async () => {
    const res = await ctx.api().post('/api/contact-messages').send({ name: 'J', email: 'nope', subject: 'Hi', message: 'short' }).expect(400);
    expect(res.body.message).toEqual(expect.arrayContaining(Object.values(CONTACT_MESSAGES)));
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await ctx.api().get('/api/nothing-here').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
  });
});

/** Text that PostgreSQL cannot store (NUL) or that no visitor types: other C0 controls, DEL, a C1 control, half a surrogate pair. */
const UNSTORABLE = ['a\u0000b', 'a\u0001b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\ud800b', 'a\udc00b'];

/** Every write's body, its path, whether it is an admin write, and the string fields it stores. */
const STRING_FIELDS: Array<[write: string, method: 'post' | 'put' | 'patch', path: string, body: object, fields: string[]]> = [
  ['driver create', 'post', '/api/drivers', VALID.driver, Object.keys(VALID.driver).filter((k) => k !== 'category')],
  ['driver replace', 'put', '/api/drivers/1000', VALID.driver, ['name', 'description', 'manufacturer', 'officialUrl']],
  ['printer model create', 'post', '/api/printer-models', VALID.printerModel, Object.keys(VALID.printerModel).filter((k) => k !== 'brand')],
  ['contact message', 'post', '/api/contact-messages', VALID.contactMessage, Object.keys(VALID.contactMessage)],
  ['privacy request', 'post', '/api/privacy-requests', VALID.privacyRequest, Object.keys(VALID.privacyRequest)],
  ['consent record', 'post', '/api/consent-records', VALID.consentRecord, ['consentId', 'policyVersion']],
  ['download (printer model)', 'post', '/api/drivers/301/download', VALID.download, Object.keys(VALID.download)],
  ['download (driver)', 'post', '/api/drivers/1000/download', VALID.download, Object.keys(VALID.download)],
  ['manufacturer create', 'post', '/api/manufacturers', VALID.manufacturer, ['name', 'slug', 'supportUrl']],
  ['category change', 'patch', '/api/categories/1', VALID.category, ['description']],
  ['privacy request change', 'patch', '/api/privacy-requests/1', VALID.privacyRequestChange, ['note']],
];

const UNSTORABLE_FIELDS = STRING_FIELDS.flatMap(([write, method, path, body, fields]) =>
  fields.map((field, i) => [write, field, method, path, { ...body, [field]: UNSTORABLE[i % UNSTORABLE.length] }] as const),
);

/** Every query parameter that takes text, on reads public and admin. */
const UNSTORABLE_QUERIES = [
  '/api/search?q=a%00b',
  '/api/search?manufacturer=%00',
  '/api/search?q=rtx&category=%00',
  '/api/search/suggestions?q=abc%00',
  '/api/drivers?category=%00',
  '/api/drivers?manufacturer=nvidia%01',
  '/api/printer-models?brand=hp%7f',
  '/api/admin/drivers?q=rtx%00',
  '/api/admin/drivers?manufacturer=%ED%A0%80%00',
  '/api/contact-messages?category=%00',
  '/api/search?q=line%0Abreak',
  '/api/search?q%00=1',
];

/** A body nested `depth` levels deep: {"a":{"a":…}}. */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('input that cannot be stored (issue 14, item 1)', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signIn(ctx.api);
  });

  const expectRefused = async (res: request.Response, before: Record<string, number>) => {
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.anything() });
    expect(await tableCounts(ctx.db)).toEqual(before);
  };

  it.each(UNSTORABLE_FIELDS)(
    'refuses a %s whose %s holds a control character or half a surrogate pair, changing nothing',
    async (_write, field, method, path, body) => {
      const before = await tableCounts(ctx.db);
      const res = await ctx.api()[method](path).set('Cookie', cookie).send(body);
      await expectRefused(res, before);
      expect(JSON.stringify(res.body.message)).toContain(field);
    },
  );

  it.each(UNSTORABLE_QUERIES)('refuses GET %s with 400 before it reaches the database', async (path) => {
    const res = await ctx.api().get(path).set('Cookie', cookie);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: [expect.stringMatching(/control characters|single line/)] });
  });

  it('refuses a NUL in a contact message name with 400 (was a 500 from PostgreSQL)', async () => {
    const before = await tableCounts(ctx.db);
    const res = await ctx
      .api()
      .post('/api/contact-messages')
      .send({ ...VALID.contactMessage, name: 'Jordan\u0000Lee' });
    await expectRefused(res, before);
    expect(res.body.message).toEqual(['name must not contain control characters']);
  });

  it('keeps line breaks in a multi-line field and refuses them in a single-line one', async () => {
    const before = await tableCounts(ctx.db);
    await expectRefused(
      await ctx
        .api()
        .post('/api/contact-messages')
        .send({ ...VALID.contactMessage, subject: 'Two\nlines' }),
      before,
    );
    const message = 'First line,\r\nsecond line\tand a tab.';
    const { id } = (
      await ctx
        .api()
        .post('/api/contact-messages')
        .send({ ...VALID.contactMessage, message })
        .expect(201)
    ).body;
    expect((await ctx.db.query('SELECT message FROM contact_messages WHERE id = $1', [id]))[0]).toEqual({ message });
  });

  it.each([
    ['an object 16,000 deep', '/api/contact-messages', nested(16_000)],
    ['an array 50,000 deep', '/api/drivers/301/download', `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
    ['an object 21 deep inside a valid field', '/api/consent-records', `{"consentId":${nested(21)}}`],
  ])('refuses %s with 400 at once, before the validation walks it', async (_name, path, body) => {
    const before = await tableCounts(ctx.db);
    const started = Date.now();
    const res = await ctx.api().post(path).set('Content-Type', 'application/json').send(body);
    expect(Date.now() - started).toBeLessThan(1000);
    await expectRefused(res, before);
    expect(res.body.message).toEqual([expect.stringMatching(/nested deeper than 20 levels/)]);
  });

  it.each([
    ['downloadCount above the integer range on a driver', '/api/drivers', { ...VALID.driver, downloadCount: 2_147_483_648 }],
    ['a huge downloadCount on a driver', '/api/drivers', { ...VALID.driver, downloadCount: 1e308 }],
    ['downloadCount above the integer range on a printer model', '/api/printer-models', { ...VALID.printerModel, downloadCount: 2_147_483_648 }],
  ])('refuses %s with 400, not an integer overflow', async (_name, path, body) => {
    const before = await tableCounts(ctx.db);
    const res = await ctx.api().post(path).set('Cookie', cookie).send(body);
    await expectRefused(res, before);
    expect(res.body.message).toEqual(['downloadCount must not be greater than 2147483647']);
  });

  it('stores downloadCount at the top of the integer range, where a download leaves it', async () => {
    const created = (
      await ctx
        .api()
        .post('/api/drivers')
        .set('Cookie', cookie)
        .send({ ...VALID.driver, downloadCount: 2_147_483_647 })
        .expect(201)
    ).body;
    expect(created.downloadCount).toBe(2_147_483_647);
    expect((await ctx.api().post(`/api/drivers/${created.id}/download`).expect(200)).body.downloadCount).toBe(2_147_483_647);
    await ctx.api().delete(`/api/drivers/${created.id}`).set('Cookie', cookie).expect(204);
  });
});

describe('a malformed session cookie (issue 14, item 2)', () => {
  it.each(['j:{}', 'j:[1,2]', 'j:"abc"', '%00', 'x'.repeat(4000), '{"a":1}'])('reads da_session=%s as no session, never a 500', async (value) => {
    const cookie = `da_session=${value}`;
    expect((await ctx.api().get('/api/auth/session').set('Cookie', cookie).expect(200)).body).toEqual({ authenticated: false });
    const res = await ctx.api().get('/api/admin/overview').set('Cookie', cookie).expect(401);
    expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) });
    await ctx.api().post('/api/drivers').set('Cookie', cookie).send(VALID.driver).expect(401);
    await ctx.api().post('/api/auth/logout').set('Cookie', cookie).expect(204);
  });
});

describe('the smaller points (issue 14, item 11)', () => {
  it.each([
    ['a __proto__ key', { ...VALID.contactMessage, ['__proto__']: { subject: 'x' } }, '__proto__'],
    ['a constructor key', { ...VALID.contactMessage, constructor: { prototype: {} } }, 'constructor'],
    ['a nested prototype key', { ...VALID.contactMessage, extra: [{ prototype: 1 }] }, 'extra[0].prototype'],
  ])('refuses %s anywhere in a body with 400 instead of dropping it', async (_name, body, key) => {
    const before = await tableCounts(ctx.db);
    // A computed ['__proto__'] key is an own property, which JSON.stringify keeps, as JSON.parse makes it.
    const res = await ctx.api().post('/api/contact-messages').set('Content-Type', 'application/json').send(JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([`property ${key} is not allowed`]);
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it.each([
    '/api/categories?foo=1',
    '/api/drivers/featured?x=1',
    '/api/drivers/1000?x=1',
    '/api/printer-brands?x=',
    '/api/health?x=1',
    '/api/manufacturers?x=1',
    '/api/auth/session?x=1',
  ])('refuses an unknown query parameter on a route that takes none: GET %s', async (path) => {
    const res = await ctx.api().get(path).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: [expect.stringMatching(/^property \w+ should not exist$/)] });
  });

  it('marks admin answers, refusals included, private and not to be stored', async () => {
    const cookie = await signIn(ctx.api);
    for (const path of ['/api/admin/overview', '/api/admin/audit-log', '/api/contact-messages', '/api/privacy-requests/export']) {
      expect((await ctx.api().get(path).set('Cookie', cookie).expect(200)).headers['cache-control']).toBe('private, no-store');
      expect((await ctx.api().get(path).expect(401)).headers['cache-control']).toBe('private, no-store');
    }
    expect((await ctx.api().get('/api/auth/session').set('Cookie', cookie).expect(200)).headers['cache-control']).toBe('private, no-store');
    expect((await ctx.api().get('/api/categories').expect(200)).headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300');
  });
});
