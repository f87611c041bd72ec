import { PRIVACY_REQUEST_DUE_DAYS, PRIVACY_REQUEST_MESSAGES } from '@driveratlas/catalog';
import { signIn, useService } from './support';

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
    expect(messages[0]).toEqual(expect.objectContaining({ ...MESSAGE, id: receipt.id }));
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
  it('stores a valid request with its received and due dates', async () => {
    const receipt = (
      await ctx
        .api()
        .post('/api/privacy-requests')
        .send({ ...REQUEST, phone: '+1 212 555 0100' })
        .expect(201)
    ).body;
    const due = new Date(receipt.dueAt).getTime() - new Date(receipt.receivedAt).getTime();
    expect(due).toBe(PRIVACY_REQUEST_DUE_DAYS * 86_400_000);
    const cookie = await signIn(ctx.api);
    const requests = (await ctx.api().get('/api/privacy-requests').set('Cookie', cookie).expect(200)).body;
    expect(requests[0]).toEqual(expect.objectContaining({ ...REQUEST, phone: '+1 212 555 0100', id: receipt.id }));
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
