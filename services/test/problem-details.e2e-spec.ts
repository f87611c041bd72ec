import type { Response } from 'supertest';
import { VALID } from './examples';
import { signIn, tableCounts, useService } from './support';

const ctx = useService();
let own: Record<string, string>;
beforeAll(async () => {
  own = { Cookie: await signIn(ctx.api), Origin: new URL(ctx.service.url).origin };
});

const PROBLEM = 'application/problem+json';

/** The answer of a request, once with today's JSON and once asking for problem details. */
async function bothShapes(send: (accept: string) => Promise<Response>) {
  const json = await send('application/json');
  const problem = await send(`${PROBLEM}, application/json;q=0.9`);
  return { json, problem };
}

function expectJsonShape(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(Object.keys(res.body).sort()).toEqual(['error', 'message', 'statusCode']);
  expect(res.body.statusCode).toBe(status);
}

function expectProblem(res: Response, status: number, title: string, path: string) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = JSON.parse(res.text);
  expect(body).toMatchObject({ type: 'about:blank', title, status, instance: path });
  expect(typeof body.detail).toBe('string');
  expect(body.detail.length).toBeGreaterThan(0);
  return body;
}

describe('problem details for clients that ask for them, the JSON error shape for the others', () => {
  it('400 with invalid body fields: the validation problem names each field by a JSON Pointer', async () => {
    const before = await tableCounts(ctx.db);
    const { json, problem } = await bothShapes((accept) =>
      ctx
        .api()
        .post('/api/manufacturers')
        .set(own)
        .set('Accept', accept)
        .send({ name: '', domains: 'elgato.com', supportUrl: 'https://help.elgato.com', extra: 1 }),
    );
    expectJsonShape(json, 400);
    expect(json.body.message).toEqual(expect.arrayContaining(['property extra should not exist', 'name should not be empty']));
    expect(problem.status).toBe(400);
    const body = JSON.parse(problem.text);
    expect(body.type).toBe(`http://${new URL(ctx.service.url).host}/problems/validation`);
    expect(body).toMatchObject({ title: 'Invalid input', status: 400, instance: '/api/manufacturers' });
    expect(body.detail).toBe(json.body.message.join('; '));
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { pointer: '/extra', detail: 'property extra should not exist' },
        { pointer: '/name', detail: 'name should not be empty' },
        expect.objectContaining({ pointer: '/domains' }),
      ]),
    );
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it('400 with an invalid query parameter: named by `name`', async () => {
    const { json, problem } = await bothShapes((accept) => ctx.api().get('/api/drivers').query({ limit: 0 }).set('Accept', accept));
    expectJsonShape(json, 400);
    const body = JSON.parse(problem.text);
    expect(body.errors).toEqual([{ name: 'limit', detail: 'limit must not be less than 1' }]);
  });

  it('400 without fields (a cursor of another list): about:blank with the message as detail', async () => {
    const { json, problem } = await bothShapes((accept) => ctx.api().get('/api/drivers').query({ after: 'bm90LWEtY3Vyc29y' }).set('Accept', accept));
    expectJsonShape(json, 400);
    expect(expectProblem(problem, 400, 'Bad Request', '/api/drivers').detail).toBe(json.body.message);
  });

  it('401 without a session', async () => {
    const { json, problem } = await bothShapes((accept) => ctx.api().get('/api/admin/drivers').set('Accept', accept));
    expectJsonShape(json, 401);
    expectProblem(problem, 401, 'Unauthorized', '/api/admin/drivers');
  });

  it('404 of a missing driver', async () => {
    const { json, problem } = await bothShapes((accept) => ctx.api().get('/api/drivers/999999').set('Accept', accept));
    expectJsonShape(json, 404);
    expect(expectProblem(problem, 404, 'Not Found', '/api/drivers/999999').detail).toBe('Driver 999999 was not found.');
  });

  it('409 of a manufacturer name already taken', async () => {
    await ctx.api().post('/api/manufacturers').set(own).send(VALID.manufacturer).expect(201);
    const { json, problem } = await bothShapes((accept) => ctx.api().post('/api/manufacturers').set(own).set('Accept', accept).send(VALID.manufacturer));
    expectJsonShape(json, 409);
    expect(expectProblem(problem, 409, 'Conflict', '/api/manufacturers').detail).toBe(json.body.message);
  });

  it('429 of too many sign-in attempts from one address', async () => {
    for (let i = 0; i < 10; i += 1) await ctx.api().post('/api/auth/login').send({ password: 'wrong-password-1' });
    const { json, problem } = await bothShapes((accept) => ctx.api().post('/api/auth/login').set('Accept', accept).send({ password: 'wrong-password-1' }));
    expectJsonShape(json, 429);
    expectProblem(problem, 429, 'Too Many Requests', '/api/auth/login');
  });
});

describe('content negotiation', () => {
  it.each([
    ['preferred', PROBLEM, true],
    ['accepted after JSON', 'application/json, application/problem+json;q=0.5', true],
    ['any type', '*/*', false],
    ['no Accept', '', false],
    ['refused with q=0', 'application/json, application/problem+json;q=0', false],
  ])('problem details when %s', async (_, accept, problem) => {
    const res = await ctx.api().get('/api/drivers/999999').set('Accept', accept);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(problem ? /^application\/problem\+json/ : /^application\/json/);
    expect(res.headers.vary).toMatch(/Accept/);
  });
});
