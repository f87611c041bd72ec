/** @jest-environment node */
import { CONSENT_POLICY_VERSION, decodeConsentCookie, encodeConsentCookie } from '@driveratlas/visitor-rules';
import { runAction } from '@driveratlas/testing/web/route-actions';
import { consentAction } from './consent-action';

const NONE = { functional: false, analytics: false, advertising: false };
const ALL = { functional: true, analytics: true, advertising: true };

/** The choice the answer's consent-decided cookie carries. */
const carried = (cookies: string[] | undefined) => decodeConsentCookie(/^consent-decided=([^;]*)/.exec(cookies?.[0] ?? '')?.[1]);

describe('the consent banner’s form sent without scripts', () => {
  it.each([
    ['accept-all', {}, ALL],
    ['reject-all', {}, NONE],
    ['save', { analytics: 'on' }, { functional: false, analytics: true, advertising: false }],
  ])('keeps choice=%s: records the proof, sets the cookie carrying it and sends the visitor back', async (choice, categories, preferences) => {
    const { answer, calls } = await runAction(consentAction, { fields: { choice, ...categories, return: '/search?q=rtx' } });
    expect(answer).toEqual({ redirect: '/search?q=rtx', cookies: [expect.stringMatching(/; Path=\/; SameSite=Lax$/)] });
    const choiceCarried = carried((answer as { cookies: string[] }).cookies);
    expect(choiceCarried).toEqual({ policyVersion: CONSENT_POLICY_VERSION, ...preferences, consentId: expect.any(String), decidedAt: expect.any(String) });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/consent-records',
        init: { body: { ...preferences, consentId: choiceCarried!.consentId, policyVersion: CONSENT_POLICY_VERSION, gpc: false } },
      },
    ]);
  });

  it('honours Global Privacy Control, keeps the consent id the cookie carries, and sets a Secure cookie over https', async () => {
    const consentId = '5b0f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';
    const cookie = `consent-decided=${encodeConsentCookie({ ...ALL, consentId, decidedAt: new Date().toISOString() })}`;
    const { answer, calls } = await runAction(consentAction, { fields: { choice: 'accept-all' }, visit: { gpc: true, cookie, secure: true } });
    const { cookies } = answer as { cookies: string[] };
    expect([(answer as { redirect: string }).redirect, cookies[0].endsWith('; Secure')]).toEqual(['/', true]);
    expect(carried(cookies)).toEqual(expect.objectContaining({ ...NONE, consentId }));
    expect((calls[0].init.body as { gpc: boolean }).gpc).toBe(true);
  });

  it('sends Customize to the cookie policy’s preferences, and withdraws the choice for Update Cookie Preferences, recording nothing', async () => {
    const customize = await runAction(consentAction, { fields: { choice: 'customize', return: '/contact' } });
    expect([customize.answer, customize.calls]).toEqual([{ redirect: '/cookie-policy?return=%2Fcontact#manage-preferences' }, []]);
    const withdraw = await runAction(consentAction, { fields: { choice: 'withdraw', return: '/cookie-policy?return=%2Fprinters' } });
    expect(withdraw.answer).toEqual({ redirect: '/cookie-policy?return=%2Fprinters', cookies: [expect.stringMatching(/^consent-decided=withdrawn; /)] });
    expect(withdraw.calls).toEqual([]);
  });

  it('keeps the choice when the proof cannot be recorded, and says so', async () => {
    const { answer, warnings } = await runAction(consentAction, { fields: { choice: 'reject-all' }, service: () => ({ status: 503, body: {} }) });
    expect(carried((answer as { cookies: string[] }).cookies)).toEqual(expect.objectContaining(NONE));
    expect(warnings).toEqual(['The consent choice could not be recorded']);
  });

  it.each([
    ['no choice', { return: '/' }],
    ['an unknown choice', { choice: 'accept-some' }],
    ['a category with Accept All', { choice: 'accept-all', advertising: 'on' }],
    ['a category with withdraw', { choice: 'withdraw', analytics: 'on' }],
    ['a category not sent as on', { choice: 'save', advertising: 'true' }],
    ['a return to another site', { choice: 'reject-all', return: 'https://evil.example/' }],
    ['a return to another host without a scheme', { choice: 'reject-all', return: '//evil.example/' }],
    ['a return with a backslash', { choice: 'reject-all', return: '/\\evil.example' }],
    ['a relative return', { choice: 'reject-all', return: 'printers' }],
    ['a return with a line break', { choice: 'reject-all', return: '/\r\nSet-Cookie: x=1' }],
  ])('refuses %s with 400, setting and recording nothing', async (_case, fields) => {
    const { answer, calls } = await runAction(consentAction, { fields });
    expect(answer).toEqual({ refuse: 400, message: expect.any(String) });
    expect(calls).toEqual([]);
  });
});
