import { useApiGateway } from './api-only';
import { largeList } from './large-device-list';

/**
 * As many My PC visitors as the service has room for, each sending lists one after the other: never one refused. A
 * list's room is given back once its answer is complete, before the visitor, who has it, sends the next.
 */
const VISITORS = 2;
const ctx = useApiGateway({ service: { DEVICE_REPORTS_AT_ONCE: String(VISITORS), DEVICE_REPORTS_PER_ADDRESS: String(VISITORS) } });

describe('lists sent back to back by as many visitors as there is room for', () => {
  it('answers every one 200', async () => {
    const list = largeList();
    const statuses = await Promise.all(
      Array.from({ length: VISITORS }, async () => {
        const answered: number[] = [];
        for (let i = 0; i < 12; i++) {
          const res = await fetch(`${ctx.gateway.url}/api/device-reports`, {
            method: 'POST',
            headers: { 'content-type': 'text/plain; charset=utf-8' },
            body: list,
          });
          await res.arrayBuffer();
          answered.push(res.status);
        }
        return answered;
      }),
    );
    expect(statuses.flat()).toEqual(Array(VISITORS * 12).fill(200));
  }, 120_000);
});
