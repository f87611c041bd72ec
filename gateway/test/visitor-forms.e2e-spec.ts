import { CONTACT_FORM_PATH, CONTACT_MESSAGES, PRIVACY_REQUEST_FORM_PATH, PRIVACY_REQUEST_MESSAGES } from '@driveratlas/visitor-rules';
import { builtWebRoot, createTestDatabase, RunningApp, startGateway, startService, TestDatabase } from '@driveratlas/testing';
import { A_CONTACT_MESSAGE as CONTACT, A_PRIVACY_REQUEST as PRIVACY_REQUEST } from '@driveratlas/testing/web/visitor-forms';
import request from 'supertest';

let db: TestDatabase;
let service: RunningApp;
let gateway: RunningApp;

beforeAll(async () => {
  db = await createTestDatabase();
  service = await startService(db.url, { LOG_LEVEL: 'info' });
  // The forms are answered by their routes' actions, in the remotes' server builds, which render the pages too.
  gateway = await startGateway(service.url, { WEB_ROOT: builtWebRoot(), LOG_LEVEL: 'info' });
});

afterAll(async () => {
  await gateway?.stop();
  await service?.stop();
  await db?.drop();
});

/** A form posted as a browser posts it from the site's own page. */
function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return request(gateway.url)
    .post(path)
    .set({ 'content-type': 'application/x-www-form-urlencoded', origin: gateway.url, 'sec-fetch-site': 'same-origin', ...headers })
    .send(new URLSearchParams(fields).toString())
    .redirects(0);
}

const without = (fields: Record<string, string>, name: string) => Object.fromEntries(Object.entries(fields).filter(([field]) => field !== name));

const contactMessages = (subject: string) => db.query('SELECT name, email, subject, category, message FROM contact_messages WHERE subject = $1', [subject]);
const privacyRequests = (description: string) =>
  db.query('SELECT "firstName", "lastName", email, phone, state, "requestType", description, reference FROM privacy_requests WHERE description = $1', [
    description,
  ]);
const count = async (table: string) => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0].n);

describe(`POST ${CONTACT_FORM_PATH}, the contact form without scripts`, () => {
  it('stores the message as the page’s script does (trimmed) and sends the visitor to the page that says so', async () => {
    const res = await post(CONTACT_FORM_PATH, CONTACT);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/contact?sent=1');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await contactMessages(CONTACT.subject)).toEqual([{ ...CONTACT, name: 'Jordan Lee' }]);
  });

  it('forwards it to the service as the browser does, with the request id, whose key stores a post sent again once', async () => {
    const again = { ...CONTACT, subject: 'Request id check' };
    for (let i = 0; i < 2; i++) expect((await post(CONTACT_FORM_PATH, again, { 'x-request-id': 'contact-form-check-1' })).status).toBe(303);
    expect(await contactMessages(again.subject)).toHaveLength(1);
    const lines = service
      .output()
      .split('\n')
      .filter((line) => line.includes('contact-form-check-1'));
    expect(lines.join('\n')).toContain('/api/contact-messages');
  });

  it.each([
    ['Sec-Fetch-Site says cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['its Origin is another site', { origin: 'https://evil.example', 'sec-fetch-site': 'same-site' }],
  ])('refuses a post from another site (%s) with 403 and stores nothing', async (_case, headers) => {
    const before = await count('contact_messages');
    const res = await post(CONTACT_FORM_PATH, { ...CONTACT, subject: 'Cross-site check' }, headers);
    expect(res.status).toBe(403);
    expect(await count('contact_messages')).toBe(before);
  });

  it('refuses a field the form does not have, and a body that is not a form', async () => {
    expect((await post(CONTACT_FORM_PATH, { ...CONTACT, admin: '1' })).status).toBe(400);
    const json = await request(gateway.url).post(CONTACT_FORM_PATH).set({ origin: gateway.url }).send(CONTACT);
    expect(json.status).toBe(415);
  });
});

describe(`POST ${PRIVACY_REQUEST_FORM_PATH}, the privacy rights request form without scripts`, () => {
  it('stores the request (no phone when none was typed) and sends the visitor to its reference number, read from no database', async () => {
    const res = await post(PRIVACY_REQUEST_FORM_PATH, PRIVACY_REQUEST);
    expect(res.status).toBe(303);
    const [row] = await privacyRequests(PRIVACY_REQUEST.description);
    expect(row).toEqual({ ...PRIVACY_REQUEST, phone: null, reference: expect.stringMatching(/^PR-\d{4}-\d{6}$/) });
    expect(res.headers.location).toBe(`/consumer-rights?request=${row.reference}#submit-request`);
  });

  it('refuses a post from another site with 403 and stores nothing', async () => {
    const before = await count('privacy_requests');
    const res = await post(PRIVACY_REQUEST_FORM_PATH, PRIVACY_REQUEST, { origin: 'null', 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(await count('privacy_requests')).toBe(before);
  });
});

describe('a form that breaks its rules (what the browser cannot check: trimmed lengths, the address the service takes, choices)', () => {
  it.each([
    [CONTACT_FORM_PATH, 'a name of spaces', { ...CONTACT, name: '   ' }, CONTACT_MESSAGES.name],
    [CONTACT_FORM_PATH, 'an address without a domain the service takes', { ...CONTACT, email: 'jordan@example' }, CONTACT_MESSAGES.email],
    [CONTACT_FORM_PATH, 'an unknown category', { ...CONTACT, category: 'spam' }, CONTACT_MESSAGES.category],
    [CONTACT_FORM_PATH, 'no category (a list left at its placeholder sends none)', without(CONTACT, 'category'), CONTACT_MESSAGES.category],
    [CONTACT_FORM_PATH, 'a short message', { ...CONTACT, message: 'Too short' }, CONTACT_MESSAGES.message],
    [PRIVACY_REQUEST_FORM_PATH, 'a one-letter first name', { ...PRIVACY_REQUEST, firstName: 'A' }, PRIVACY_REQUEST_MESSAGES.firstName],
    [PRIVACY_REQUEST_FORM_PATH, 'no state', { ...PRIVACY_REQUEST, state: '' }, PRIVACY_REQUEST_MESSAGES.state],
    [PRIVACY_REQUEST_FORM_PATH, 'details of spaces', { ...PRIVACY_REQUEST, description: '           ' }, PRIVACY_REQUEST_MESSAGES.description],
  ])('%s: refuses %s with 400 and the spec message beside it in its page, storing nothing', async (path, _case, fields, message) => {
    const stored = async () => (await count('contact_messages')) + (await count('privacy_requests'));
    const before = await stored();
    const res = await post(path, fields);
    expect([res.status, res.type, res.headers['cache-control']]).toEqual([400, 'text/html', 'no-store']);
    expect(res.headers.location).toBeUndefined();
    expect(res.text).toContain(message);
    expect(await stored()).toBe(before);
  });
});

describe('an empty form, as the browser sends one (the texts empty, the lists at their placeholders send nothing)', () => {
  it.each([
    [CONTACT_FORM_PATH, { name: '', email: '', subject: '', message: '' }, CONTACT_MESSAGES],
    [PRIVACY_REQUEST_FORM_PATH, { firstName: '', lastName: '', email: '', phone: '', description: '' }, PRIVACY_REQUEST_MESSAGES],
  ])('%s: is refused with 400 and every spec message in its page, storing nothing', async (path, fields, messages) => {
    const before = (await count('contact_messages')) + (await count('privacy_requests'));
    const res = await post(path, fields);
    expect(res.status).toBe(400);
    for (const message of Object.values(messages)) expect(res.text).toContain(message);
    expect((await count('contact_messages')) + (await count('privacy_requests'))).toBe(before);
  });
});

describe('a post to the site that no route takes', () => {
  it('is answered 404 in the API’s words, whatever it sends', async () => {
    const res = await post('/printers', { q: 'x' });
    expect([res.status, res.body]).toEqual([404, { statusCode: 404, error: 'Not Found', message: 'Nothing is served at POST /printers.' }]);
  });
});
