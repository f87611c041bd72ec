/** @jest-environment node */
import { DEVICE_REPORTS_PATH } from '@driveratlas/driver-domain';
import { runAction } from '@driveratlas/testing/web/route-actions';
import { deviceListAction } from './device-list-action';

const REPORT = { devices: [{ name: 'NVIDIA GeForce RTX 4090' }], counts: { 'up-to-date': 1 } };

describe('the My PC form sent without scripts', () => {
  it('sends the pasted list as text, or the chosen file as its bytes, and renders the page with the report', async () => {
    const pasted = await runAction(deviceListAction, { fields: { list: '[]' }, service: () => ({ status: 200, body: REPORT }) });
    expect(pasted.answer).toMatchObject({ page: '/my-pc?report=posted', status: 200, answers: { [DEVICE_REPORTS_PATH]: { value: REPORT } } });
    const [call] = pasted.calls;
    expect([call.path, call.init.headers, call.init.bodySerializer!(call.init.body)]).toEqual([
      DEVICE_REPORTS_PATH,
      { 'Content-Type': 'text/plain; charset=utf-8' },
      '[]',
    ]);
    const bytes = new Uint8Array([0xff, 0xfe, 0x5b, 0x00]);
    const chosen = await runAction(deviceListAction, { fields: { list: '' }, files: { file: bytes }, service: () => ({ status: 200, body: REPORT }) });
    expect([chosen.calls[0].init.headers, chosen.calls[0].init.bodySerializer!(chosen.calls[0].init.body)]).toEqual([
      { 'Content-Type': 'application/octet-stream' },
      bytes,
    ]);
  });

  it('gives the text back beside the service’s refusal, in its words', async () => {
    const refusal = { statusCode: 400, error: 'Bad Request', message: 'Paste what PowerShell printed.' };
    const { answer } = await runAction(deviceListAction, { fields: { list: 'hello world' }, service: () => ({ status: 400, body: refusal }) });
    expect(answer).toMatchObject({
      page: '/my-pc?report=posted&list=hello%20world',
      status: 400,
      answers: { [DEVICE_REPORTS_PATH]: { status: 400, body: JSON.stringify(refusal) } },
      message: refusal.message,
    });
  });

  it('says when to try again when the service has no room or does not answer', async () => {
    const busy = await runAction(deviceListAction, { fields: { list: '[]' }, service: () => ({ status: 503, body: {}, headers: { 'Retry-After': '2' } }) });
    expect(busy.answer).toMatchObject({ status: 503, headers: { 'Retry-After': '2' } });
    const down = await runAction(deviceListAction, { fields: { list: '[]' }, service: () => new TypeError('fetch failed') });
    expect(down.answer).toMatchObject({ status: 503, headers: { 'Retry-After': '5' } });
    expect(down.warnings).toEqual(['The device list could not be sent to the service']);
    const broken = await runAction(deviceListAction, { fields: { list: '[]' }, service: () => ({ status: 500, body: {} }) });
    expect(broken.answer).toMatchObject({ status: 502, headers: undefined });
  });
});
