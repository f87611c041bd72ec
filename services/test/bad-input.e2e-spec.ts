import { CONTACT_MESSAGES } from '@driveratlas/catalog';
import request from 'supertest';
import { signIn, tableCounts, useService } from './support';

const ctx = useService();

const VALID_DRIVER = {
  name: 'Realtek PCIe GbE Family Controller Driver',
  version: '10.72',
  releaseDate: 'October 2026',
  description: 'Ethernet driver.',
  operatingSystem: 'Windows 11, Windows 10',
  architecture: '64-bit',
  fileSize: '8 MB',
  manufacturer: 'Realtek',
  category: 'Network Adapters',
  downloadUrl: 'https://www.realtek.com/Download/Index',
};

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
        .send({ ...VALID_DRIVER, name: undefined }),
  ],
  [
    'an empty required field on create',
    400,
    (c) =>
      ctx
        .api()
        .post('/api/drivers')
        .set('Cookie', c)
        .send({ ...VALID_DRIVER, version: '' }),
  ],
  [
    'a wrongly typed rating on create',
    400,
    (c) =>
      ctx
        .api()
        .post('/api/drivers')
        .set('Cookie', c)
        .send({ ...VALID_DRIVER, rating: '5' }),
  ],
  [
    'a rating out of range on create',
    400,
    (c) =>
      ctx
        .api()
        .post('/api/drivers')
        .set('Cookie', c)
        .send({ ...VALID_DRIVER, rating: 6 }),
  ],
  [
    'an unknown category on create',
    400,
    (c) =>
      ctx
        .api()
        .post('/api/drivers')
        .set('Cookie', c)
        .send({ ...VALID_DRIVER, category: 'Toasters' }),
  ],
  [
    'an unknown field on create',
    400,
    (c) =>
      ctx
        .api()
        .post('/api/drivers')
        .set('Cookie', c)
        .send({ ...VALID_DRIVER, id: 5 }),
  ],
  ['malformed JSON on create', 400, (c) => ctx.api().post('/api/drivers').set('Cookie', c).set('Content-Type', 'application/json').send('{"name":')],
  [
    'a body over 100 kB on create',
    413,
    (c) =>
      ctx
        .api()
        .post('/api/drivers')
        .set('Cookie', c)
        .send({ ...VALID_DRIVER, description: 'x'.repeat(110_000) }),
  ],
  [
    'a missing field on replace',
    400,
    (c) =>
      ctx
        .api()
        .put('/api/drivers/1000')
        .set('Cookie', c)
        .send({ ...VALID_DRIVER, manufacturer: undefined }),
  ],
  ['a non-numeric id on replace', 400, (c) => ctx.api().put('/api/drivers/x').set('Cookie', c).send(VALID_DRIVER)],
  ['an unknown id on replace', 404, (c) => ctx.api().put('/api/drivers/999999').set('Cookie', c).send(VALID_DRIVER)],
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
      .send({ ...VALID_DRIVER, name: undefined, rating: 9, colour: 'red' })
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
