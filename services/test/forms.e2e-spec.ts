import { CONSENT_POLICY_VERSION, PRIVACY_REQUEST_CONFIRMATION_HOURS, PRIVACY_REQUEST_DUE_DAYS, PRIVACY_REQUEST_MESSAGES } from '@driveratlas/visitor-rules';
import { startService } from '@driveratlas/testing';
import { ADMIN_PASSWORD, signIn, useService } from './support';

const ctx = useService();

const MESSAGE = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  subject: 'Driver request',
  category: 'driver-request',
  message: 'Please add the driver for my scanner.',
};
const REQUEST = {
  firstName: 'Alex',
  lastName: 'Rivera',
  email: 'alex@example.com',
  state: 'California',
  requestType: 'know',
  description: 'Which personal data do you hold about me?',
};

describe('contact messages', () => {
  it('stores a valid message so the operator can read it', async () => {
    const receipt = (await ctx.api().post('/api/contact-messages').send(MESSAGE).expect(201)).body;
    expect(receipt).toEqual({ id: expect.any(Number), receivedAt: expect.any(String) });
    const cookie = await signIn(ctx.api);
    const messages = (await ctx.api().get('/api/contact-messages').set('Cookie', cookie).expect(200)).body;
    expect(messages.items[0]).toEqual(expect.objectContaining({ ...MESSAGE, id: receipt.id, handledAt: null }));
  });

  it.each([
    ['name', { name: 'J' }, 'Name must be at least 2 characters'],
    ['email', { email: 'jordan@' }, 'Please enter a valid email address'],
    ['subject', { subject: 'Hey' }, 'Subject must be at least 5 characters'],
    ['category', { category: 'gossip' }, 'Please select a category'],
    ['missing category', { category: undefined }, 'Please select a category'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters'],
  ])("refuses a bad %s with the spec's message", async (_field, change, message) => {
    const res = await ctx
      .api()
      .post('/api/contact-messages')
      .send({ ...MESSAGE, ...change })
      .expect(400);
    expect(res.body.message).toEqual([message]);
  });
});

describe('privacy rights requests', () => {
  it('stores a valid request with its reference, status, confirmation and answer dates', async () => {
    const receipt = (
      await ctx
        .api()
        .post('/api/privacy-requests')
        .send({ ...REQUEST, phone: '+1 212 555 0100' })
        .expect(201)
    ).body;
    const after = (at: string) => new Date(at).getTime() - new Date(receipt.receivedAt).getTime();
    expect(after(receipt.responseDueAt)).toBe(PRIVACY_REQUEST_DUE_DAYS * 86_400_000);
    expect(after(receipt.confirmationDueAt)).toBe(PRIVACY_REQUEST_CONFIRMATION_HOURS * 3_600_000);
    expect(receipt.reference).toBe(`PR-${new Date(receipt.receivedAt).getUTCFullYear()}-${String(receipt.id).padStart(6, '0')}`);
    expect(receipt.status).toBe('received');
    const cookie = await signIn(ctx.api);
    const requests = (await ctx.api().get('/api/privacy-requests').set('Cookie', cookie).expect(200)).body.items;
    expect(requests[0]).toEqual(expect.objectContaining({ ...REQUEST, phone: '+1 212 555 0100', id: receipt.id, reference: receipt.reference }));
  });

  it('takes the phone as optional', async () => {
    await ctx.api().post('/api/privacy-requests').send(REQUEST).expect(201);
  });

  it.each([
    ['firstName', { firstName: 'A' }],
    ['lastName', { lastName: '' }],
    ['email', { email: 'alex' }],
    ['state', { state: 'Ontario' }],
    ['requestType', { requestType: 'everything' }],
    ['description', { description: 'Tell me' }],
  ] as const)("refuses a bad %s with the spec's message", async (field, change) => {
    const res = await ctx
      .api()
      .post('/api/privacy-requests')
      .send({ ...REQUEST, ...change })
      .expect(400);
    expect(res.body.message).toEqual([PRIVACY_REQUEST_MESSAGES[field]]);
  });

  it('accepts "other" for a state outside the list', async () => {
    await ctx
      .api()
      .post('/api/privacy-requests')
      .send({ ...REQUEST, state: 'other' })
      .expect(201);
  });
});

describe('proof of consent', () => {
  const CHOICE = {
    consentId: '5b0f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b',
    functional: true,
    analytics: false,
    advertising: true,
    policyVersion: CONSENT_POLICY_VERSION,
    gpc: false,
  };
  const history = async (consentId: string) =>
    (
      await ctx
        .api()
        .get(`/api/consent-records/${consentId}`)
        .set('Cookie', await signIn(ctx.api))
        .expect(200)
    ).body;

  it('records each choice with its time and no personal data, and shows the operator the history of an id', async () => {
    const receipt = (await ctx.api().post('/api/consent-records').send(CHOICE).expect(201)).body;
    expect(receipt).toEqual({ consentId: CHOICE.consentId, recordedAt: expect.any(String) });
    await ctx
      .api()
      .post('/api/consent-records')
      .send({ ...CHOICE, advertising: false })
      .expect(201);
    const records = await history(CHOICE.consentId);
    expect(records.map((r: Record<string, unknown>) => Object.keys(r).sort())).toEqual([
      ['advertising', 'analytics', 'consentId', 'functional', 'gpc', 'id', 'policyVersion', 'recordedAt'],
      ['advertising', 'analytics', 'consentId', 'functional', 'gpc', 'id', 'policyVersion', 'recordedAt'],
    ]);
    expect(records.map((r: { advertising: boolean }) => r.advertising)).toEqual([true, false]);
  });

  it('stores a choice sent with Sec-GPC: 1 as necessary only, and says the opt-out was honored', async () => {
    const consentId = '6c1e8d2f-3b4e-4f60-9bac-1d2e3f4a5b6c';
    const res = await ctx
      .api()
      .post('/api/consent-records')
      .set('Sec-GPC', '1')
      .send({ ...CHOICE, consentId })
      .expect(201);
    expect(res.headers['privacy-opt-out']).toBe('sale, sharing');
    expect(await history(consentId)).toEqual([expect.objectContaining({ functional: false, analytics: false, advertising: false, gpc: true })]);
  });

  it('answers every request with Sec-GPC: 1 as opted out of sale and sharing, and no other', async () => {
    expect((await ctx.api().get('/api/categories').set('Sec-GPC', '1').expect(200)).headers['privacy-opt-out']).toBe('sale, sharing');
    expect((await ctx.api().get('/api/categories').expect(200)).headers['privacy-opt-out']).toBeUndefined();
  });

  it.each([
    ['a consent id that is not a random UUID', { consentId: 'me@example.com' }],
    ['a category that is not a boolean', { advertising: 'yes' }],
    ['a missing policy version', { policyVersion: undefined }],
    ['a field it does not know', { email: 'me@example.com' }],
  ])('refuses %s and stores nothing', async (_case, change) => {
    const before = (await ctx.db.query('SELECT count(*)::int AS n FROM consent_records'))[0].n;
    await ctx
      .api()
      .post('/api/consent-records')
      .send({ ...CHOICE, ...change })
      .expect(400);
    expect((await ctx.db.query('SELECT count(*)::int AS n FROM consent_records'))[0].n).toBe(before);
  });

  it('keeps the history for the operator only', async () => {
    await ctx.api().get(`/api/consent-records/${CHOICE.consentId}`).expect(401);
  });
});

describe('working a privacy rights request (admin)', () => {
  const submit = async () => (await ctx.api().post('/api/privacy-requests').send(REQUEST).expect(201)).body;
  const admin = async () => {
    const cookie = await signIn(ctx.api);
    return {
      get: (path: string) => ctx.api().get(path).set('Cookie', cookie),
      patch: (path: string, body: object) => ctx.api().patch(path).set('Cookie', cookie).set('Origin', new URL(ctx.service.url).origin).send(body),
    };
  };

  it('keeps the history of every change, extends once to 60 days with a reason, and closes a completed request', async () => {
    const { id, receivedAt } = await submit();
    const as = await admin();
    expect((await as.get(`/api/privacy-requests/${id}`).expect(200)).body.history).toEqual([
      expect.objectContaining({ kind: 'received', status: 'received', note: null }),
    ]);
    await as.patch(`/api/privacy-requests/${id}`, { status: 'verifying', note: 'Verification e-mail sent.' }).expect(200);
    await as.patch(`/api/privacy-requests/${id}`, { extend: true }).expect(400);
    const extended = (await as.patch(`/api/privacy-requests/${id}`, { extend: true, note: 'We need documents from the state registry.' }).expect(200)).body;
    expect(new Date(extended.dueAt).getTime() - new Date(receivedAt).getTime()).toBe(60 * 86_400_000);
    expect(extended.extended).toBe(true);
    await as.patch(`/api/privacy-requests/${id}`, { extend: true, note: 'Once more, please.' }).expect(409);
    const completed = (await as.patch(`/api/privacy-requests/${id}`, { status: 'completed' }).expect(200)).body;
    expect(completed.history.map((e: { kind: string; status: string }) => `${e.kind}:${e.status}`)).toEqual([
      'received:received',
      'status:verifying',
      'extended:verifying',
      'status:completed',
    ]);
    await as.patch(`/api/privacy-requests/${id}`, { status: 'in-progress' }).expect(409);
    expect((await as.get(`/api/privacy-requests/${id}`).expect(200)).body.history).toHaveLength(4);
  });

  it.each([
    ['an unknown status', { status: 'lost' }, 400],
    ['nothing to change', { note: 'Just a note.' }, 400],
    ['a field it does not know', { status: 'verifying', priority: 'high' }, 400],
  ])('refuses %s and changes nothing', async (_case, body, code) => {
    const { id } = await submit();
    const as = await admin();
    await as.patch(`/api/privacy-requests/${id}`, body).expect(code);
    expect((await as.get(`/api/privacy-requests/${id}`).expect(200)).body).toEqual(
      expect.objectContaining({ status: 'received', history: [expect.anything()] }),
    );
  });

  it('answers 404 for an unknown request, and pages and filters the list', async () => {
    const as = await admin();
    await as.get('/api/privacy-requests/999999').expect(404);
    const page = (await as.get('/api/privacy-requests?pageSize=2&status=received').expect(200)).body;
    expect(page).toEqual({ items: expect.any(Array), total: expect.any(Number), page: 1, pageSize: 2, nextCursor: page.total > 2 ? expect.any(String) : null });
    expect(page.items.length).toBeLessThanOrEqual(2);
    for (const item of page.items) expect(item.status).toBe('received');
    await as.get('/api/privacy-requests?pageSize=500').expect(400);
  });

  it('is for the operator only', async () => {
    const { id } = await submit();
    await ctx.api().get(`/api/privacy-requests/${id}`).expect(401);
    await ctx.api().patch(`/api/privacy-requests/${id}`).send({ status: 'verifying' }).expect(401);
  });

  it('deletes requests and their history 3 years after receipt, and keeps the others', async () => {
    const old = await submit();
    const fresh = await submit();
    await ctx.db.query(`UPDATE privacy_requests SET "receivedAt" = now() - interval '3 years 1 day' WHERE id = $1`, [old.id]);
    // The purge runs when a service starts, then daily.
    const restarted = await startService(ctx.db.url, { ADMIN_PASSWORD });
    try {
      expect(await ctx.db.query('SELECT id FROM privacy_requests WHERE id = ANY($1)', [[old.id, fresh.id]])).toEqual([{ id: fresh.id }]);
    } finally {
      await restarted.stop();
    }
    expect(await ctx.db.query('SELECT count(*)::int AS n FROM privacy_request_events WHERE "requestId" = $1', [old.id])).toEqual([{ n: 0 }]);
  });
});
