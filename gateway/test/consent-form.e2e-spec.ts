import { CONSENT_FORM_PATH, CONSENT_POLICY_VERSION, CONSENT_VALID_MS, decodeConsentCookie, encodeConsentCookie } from '@driveratlas/visitor-rules';
import { builtWebRoot, createTestDatabase, RunningApp, startGateway, startService, TestDatabase } from '@driveratlas/testing';
import request from 'supertest';

let db: TestDatabase;
let service: RunningApp;
let gateway: RunningApp;
/** A gateway behind a TLS proxy on the loopback (TRUST_PROXY), which allows one further origin to post. */
let proxied: RunningApp;

beforeAll(async () => {
  db = await createTestDatabase();
  service = await startService(db.url);
  // The banner's form is answered by its route's action, in the legal remote's server build.
  const root = builtWebRoot();
  [gateway, proxied] = await Promise.all([
    startGateway(service.url, { WEB_ROOT: root }),
    startGateway(service.url, { WEB_ROOT: root, TRUST_PROXY: 'loopback', ALLOWED_ORIGINS: 'https://partner.example' }),
  ]);
});

afterAll(async () => {
  await Promise.all([gateway?.stop(), proxied?.stop()]);
  await service?.stop();
  await db?.drop();
});

const NONE = { functional: false, analytics: false, advertising: false };
const ALL = { functional: true, analytics: true, advertising: true };

/** The banner's form, posted as a browser posts it from the site's own page. */
function post(body: string, headers: Record<string, string> = {}, app = gateway) {
  return request(app.url)
    .post(CONSENT_FORM_PATH)
    .set({ 'content-type': 'application/x-www-form-urlencoded', origin: app.url, 'sec-fetch-site': 'same-origin', ...headers })
    .send(body)
    .redirects(0);
}

/** The consent-decided cookie the answer sets, with its attributes, and the choice its value carries. */
function cookieOf(res: request.Response) {
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  expect(setCookie).toHaveLength(1);
  const [pair, ...attributes] = setCookie[0].split('; ');
  const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
  expect(name).toBe('consent-decided');
  return { value, attributes, choice: decodeConsentCookie(value) };
}

const recorded = (consentId: string) =>
  db.query('SELECT functional, analytics, advertising, "policyVersion", gpc FROM consent_records WHERE "consentId" = $1 ORDER BY id', [consentId]);
const recordCount = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM consent_records'))[0].n);

describe(`POST ${CONSENT_FORM_PATH}, the consent banner's form without scripts`, () => {
  it.each([
    ['accept-all', ALL],
    ['reject-all', NONE],
    ['save', { functional: false, analytics: true, advertising: false }],
  ])('keeps choice=%s: records the proof, sets the cookie carrying it and sends the visitor back with 303', async (choice, preferences) => {
    const fields = choice === 'save' ? '&analytics=on' : '';
    const res = await post(`choice=${choice}${fields}&return=${encodeURIComponent('/search?q=rtx%204070&page=2')}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/search?q=rtx%204070&page=2');
    expect(res.headers['cache-control']).toBe('no-store');
    const { attributes, choice: carried } = cookieOf(res);
    expect(carried).toEqual({ policyVersion: CONSENT_POLICY_VERSION, ...preferences, consentId: expect.any(String), decidedAt: expect.any(String) });
    expect(Date.now() - Date.parse(carried!.decidedAt)).toBeLessThan(10_000);
    const maxAge = Number(attributes.find((a) => a.startsWith('Max-Age='))!.slice('Max-Age='.length));
    expect(Math.abs(maxAge - CONSENT_VALID_MS / 1000)).toBeLessThan(15);
    expect(attributes.filter((a) => !a.startsWith('Max-Age='))).toEqual(['Path=/', 'SameSite=Lax']);
    expect(await recorded(carried!.consentId)).toEqual([{ ...preferences, policyVersion: CONSENT_POLICY_VERSION, gpc: false }]);
  });

  it('honours Global Privacy Control: necessary only, whatever was pressed, recorded with the signal', async () => {
    const res = await post('choice=accept-all&return=%2Fprinters', { 'sec-gpc': '1' });
    expect([res.status, res.headers.location]).toEqual([303, '/printers']);
    const { choice } = cookieOf(res);
    expect(choice).toEqual(expect.objectContaining(NONE));
    expect(await recorded(choice!.consentId)).toEqual([{ ...NONE, policyVersion: CONSENT_POLICY_VERSION, gpc: true }]);
  });

  it('keeps the consent id of the choice the cookie already carries, as the browser does', async () => {
    const consentId = '5b0f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';
    const earlier = encodeConsentCookie({ ...ALL, consentId, decidedAt: new Date(Date.now() - 60_000).toISOString() });
    const res = await post('choice=reject-all', { cookie: `consent-decided=${earlier}` });
    expect([res.status, res.headers.location]).toEqual([303, '/']);
    expect(cookieOf(res).choice).toEqual(expect.objectContaining({ ...NONE, consentId }));
    expect(await recorded(consentId)).toEqual([{ ...NONE, policyVersion: CONSENT_POLICY_VERSION, gpc: false }]);
  });

  it('sends Customize to the cookie policy preferences, keeping the page to return to, and sets nothing', async () => {
    const before = await recordCount();
    const res = await post('choice=customize&return=%2Fcontact');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/cookie-policy?return=%2Fcontact#manage-preferences');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await recordCount()).toBe(before);
  });

  it('withdraws the choice for Update Cookie Preferences: the cookie says so, the next page asks again, nothing is recorded', async () => {
    const before = await recordCount();
    const earlier = encodeConsentCookie({ ...ALL, consentId: '5b0f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b', decidedAt: new Date().toISOString() });
    const res = await post('choice=withdraw&return=%2Fcookie-policy%3Freturn%3D%252Fprinters', { cookie: `consent-decided=${earlier}` });
    expect([res.status, res.headers.location]).toEqual([303, '/cookie-policy?return=%2Fprinters']);
    const { value, attributes, choice } = cookieOf(res);
    expect([value, choice]).toEqual(['withdrawn', null]);
    expect(attributes).toEqual([`Max-Age=${Math.floor(CONSENT_VALID_MS / 1000)}`, 'Path=/', 'SameSite=Lax']);
    expect(await recordCount()).toBe(before);
    // The choice made next is a new one, with a new consent id.
    const next = await post('choice=reject-all', { cookie: `consent-decided=${value}` });
    expect(cookieOf(next).choice).toEqual(expect.objectContaining({ ...NONE, consentId: expect.not.stringMatching(/^5b0f7c1e/) }));
  });

  it.each([
    ['no choice', 'return=%2F'],
    ['an unknown choice', 'choice=accept-some&return=%2F'],
    ['a category with Accept All', 'choice=accept-all&advertising=on'],
    ['a category with withdraw', 'choice=withdraw&analytics=on'],
    ['withdraw with a return to another host', 'choice=withdraw&return=%2F%2Fevil.example%2F'],
    ['a category not sent as on', 'choice=save&advertising=true'],
    ['a field the form does not have', 'choice=reject-all&admin=1'],
    ['a field given twice', 'choice=reject-all&choice=accept-all'],
    ['a return to another site', 'choice=reject-all&return=https%3A%2F%2Fevil.example%2F'],
    ['a return to another host without a scheme', 'choice=reject-all&return=%2F%2Fevil.example%2F'],
    ['a return with a backslash', 'choice=reject-all&return=%2F%5Cevil.example'],
    ['a relative return', 'choice=reject-all&return=printers'],
    ['a return with a line break', 'choice=reject-all&return=%2F%0d%0aSet-Cookie%3A%20x%3D1'],
  ])('refuses %s with 400 and sets nothing', async (_case, body) => {
    const before = await recordCount();
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers.location).toBeUndefined();
    expect(await recordCount()).toBe(before);
  });

  it('refuses a body that is not the form, or too long, and sets nothing', async () => {
    const json = await request(gateway.url)
      .post(CONSENT_FORM_PATH)
      .set({ 'content-type': 'application/json', origin: gateway.url })
      .send({ choice: 'reject-all' });
    expect(json.status).toBe(415);
    expect(json.headers['set-cookie']).toBeUndefined();
    const long = await post(`choice=reject-all&return=%2F${'a'.repeat(5000)}`);
    expect(long.status).toBe(413);
    expect(long.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['Sec-Fetch-Site says cross-site', { 'sec-fetch-site': 'cross-site', origin: '' }],
    ['its Origin is another site', { origin: 'https://evil.example', 'sec-fetch-site': '' }],
    ['its Origin is null, and the browser does not say it is this origin', { origin: 'null', 'sec-fetch-site': 'same-site' }],
    ['its Origin is null, without Sec-Fetch-Site', { origin: 'null', 'sec-fetch-site': '' }],
  ])('refuses a choice or a withdrawal posted from another site (%s) with 403 and sets nothing', async (_case, headers) => {
    const before = await recordCount();
    const sent = Object.fromEntries(Object.entries(headers).filter(([, value]) => value));
    for (const body of ['choice=accept-all&return=%2F', 'choice=withdraw&return=%2F']) {
      const res = await request(gateway.url)
        .post(CONSENT_FORM_PATH)
        .set({ 'content-type': 'application/x-www-form-urlencoded', ...sent })
        .send(body)
        .redirects(0);
      expect(res.status).toBe(403);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await recordCount()).toBe(before);
  });

  it("accepts the site's own form as browsers post it under its no-referrer policy: Origin null, Sec-Fetch-Site same-origin", async () => {
    const res = await post('choice=reject-all&return=%2Fcontact', { origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect([res.status, res.headers.location]).toEqual([303, '/contact']);
    expect(cookieOf(res).choice).toEqual(expect.objectContaining(NONE));
  });

  it('sets a Secure cookie when the visitor came over https (a trusted proxy says so), and accepts ALLOWED_ORIGINS', async () => {
    const res = await post('choice=reject-all&return=%2F', { 'x-forwarded-proto': 'https', origin: 'https://partner.example' }, proxied);
    expect(res.status).toBe(303);
    expect(cookieOf(res).attributes.slice(-2)).toEqual(['SameSite=Lax', 'Secure']);
  });

  it("answers with the site's security headers, whose policy lets the site's own forms post", async () => {
    const res = await post('choice=reject-all&return=%2F');
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-ratelimit-limit']).toBeDefined();
  });
});
