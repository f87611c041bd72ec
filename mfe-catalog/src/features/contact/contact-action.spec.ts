/** @jest-environment node */
import { CONTACT_MESSAGES, returnedForm, CONTACT_RULES } from '@driveratlas/visitor-rules';
import { runAction } from '@driveratlas/testing/web/route-actions';
import { A_CONTACT_MESSAGE as CONTACT } from '@driveratlas/testing/web/visitor-forms';
import { contactAction } from './contact-action';

/** The form given back in the page the answer renders: its values, its refused fields and whether sending failed. */
const givenBack = (page: string) => returnedForm(CONTACT_RULES, page.slice(page.indexOf('?')));

describe('the contact form sent without scripts', () => {
  it('stores the message as the page’s script does (trimmed, with the request as its Idempotency-Key) and sends the visitor to the page that says so', async () => {
    const { answer, calls } = await runAction(contactAction, { fields: CONTACT, service: () => ({ status: 201, body: { id: 1 } }) });
    expect(answer).toEqual({ redirect: '/contact?sent=1' });
    expect(calls).toEqual([
      { method: 'POST', path: '/api/contact-messages', init: { body: { ...CONTACT, name: 'Jordan Lee' }, headers: { 'Idempotency-Key': '"request-1"' } } },
    ]);
  });

  it.each([
    ['a name of spaces', { ...CONTACT, name: '   ' }, 'name', CONTACT_MESSAGES.name],
    ['an address without a domain the service takes', { ...CONTACT, email: 'jordan@example' }, 'email', CONTACT_MESSAGES.email],
    ['an unknown category', { ...CONTACT, category: 'spam' }, 'category', CONTACT_MESSAGES.category],
    ['a short message', { ...CONTACT, message: 'Too short' }, 'message', CONTACT_MESSAGES.message],
  ])('gives %s back in its page with 400 and the spec message, storing nothing', async (_case, fields, field, message) => {
    const { answer, calls } = await runAction(contactAction, { fields });
    expect(calls).toEqual([]);
    expect(answer).toEqual({ page: expect.stringMatching(/^\/contact\?/), status: 400, message: `Check ${message}.` });
    const back = givenBack((answer as { page: string }).page);
    expect([back.values, back.errors, back.failed]).toEqual([fields, { [field]: message }, false]);
  });

  it('shows the service’s refusal of a field beside it, and says the sending failed when the service fails', async () => {
    const refused = await runAction(contactAction, { fields: CONTACT, service: () => ({ status: 400, body: { message: [CONTACT_MESSAGES.email] } }) });
    expect(refused.answer).toMatchObject({ status: 400 });
    expect(givenBack((refused.answer as { page: string }).page).errors).toEqual({ email: CONTACT_MESSAGES.email });
    for (const service of [() => ({ status: 500, body: {} }), () => new TypeError('fetch failed')]) {
      const failed = await runAction(contactAction, { fields: CONTACT, service });
      expect(failed.answer).toMatchObject({ status: 502, message: 'The form could not be sent. Please try again or contact us directly.' });
      expect(givenBack((failed.answer as { page: string }).page)).toEqual({ values: CONTACT, errors: {}, failed: true });
      expect(failed.warnings).not.toEqual([]);
    }
  });
});
