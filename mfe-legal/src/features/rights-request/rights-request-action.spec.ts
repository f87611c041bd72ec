/** @jest-environment node */
import { PRIVACY_REQUEST_MESSAGES, PRIVACY_REQUEST_RULES, returnedForm } from '@driveratlas/visitor-rules';
import { runAction } from '@driveratlas/testing/web/route-actions';
import { A_PRIVACY_REQUEST as REQUEST } from '@driveratlas/testing/web/visitor-forms';
import { rightsRequestAction } from './rights-request-action';

describe('the privacy rights request sent without scripts', () => {
  it('stores the request (no phone when none was typed) and sends the visitor to its reference number', async () => {
    const { answer, calls } = await runAction(rightsRequestAction, {
      fields: REQUEST,
      service: () => ({ status: 201, body: { reference: 'PR-2026-000042' } }),
    });
    expect(answer).toEqual({ redirect: '/consumer-rights?request=PR-2026-000042#submit-request' });
    const { phone: _none, ...sent } = REQUEST;
    expect(calls).toEqual([{ method: 'POST', path: '/api/privacy-requests', init: { body: sent, headers: { 'Idempotency-Key': '"request-1"' } } }]);
  });

  it('shows no reference the service did not give as one: the page says the sending failed', async () => {
    const { answer } = await runAction(rightsRequestAction, { fields: REQUEST, service: () => ({ status: 201, body: { reference: '<b>PR</b>' } }) });
    expect(answer).toMatchObject({ status: 502 });
    expect(returnedForm(PRIVACY_REQUEST_RULES, (answer as { page: string }).page.split('?')[1]).failed).toBe(true);
  });

  it('gives an empty request back with 400 and every spec message, storing nothing', async () => {
    const { answer, calls } = await runAction(rightsRequestAction, { fields: { firstName: '', lastName: '', email: '', phone: '', description: '' } });
    expect(calls).toEqual([]);
    expect(answer).toMatchObject({ status: 400, page: expect.stringMatching(/^\/consumer-rights\?/) });
    for (const message of Object.values(PRIVACY_REQUEST_MESSAGES)) expect((answer as { message: string }).message).toContain(message);
  });
});
