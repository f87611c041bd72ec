import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Driver, DriverVersion } from '../../api/types';
import { SessionProvider } from '../session';
import { answer } from './answer-uploads';
import { DriverVersionHistory } from './DriverVersionHistory';

const driver = { id: 1014, name: 'Intel Wi-Fi 6E AX211 Driver', version: '23.170.0.2', releaseDate: 'December 2025', manufacturer: 'Intel' } as Driver;
const version = (v: string, latest: boolean, withdrawn: DriverVersion['withdrawn'] = null): DriverVersion => ({
  version: v,
  releaseDate: 'December 2025',
  fileSize: '98 MB',
  notes: '',
  latest,
  withdrawn,
});
const HISTORY = [version('23.170.0.2', true), version('23.160.0.4', false)];
const REASON = 'Some systems lost Wi-Fi after sleep.';

async function show(history: DriverVersion[], more: Record<string, [number, unknown]> = {}) {
  const sent = answer({ 'GET /api/auth/session': [200, { authenticated: true }], 'GET /api/drivers/1014/versions': [200, history], ...more });
  const notify = jest.fn();
  await act(async () =>
    renderWithPlatform(
      <SessionProvider>
        <DriverVersionHistory driver={driver} />
      </SessionProvider>,
      { notify },
    ),
  );
  return { sent, notify, list: await screen.findByRole('list') };
}

describe("the admin's version history", () => {
  it("marks a version withdrawn with Intel's reason and notice, and says so", async () => {
    const { sent, notify, list } = await show(HISTORY, { 'POST /api/admin/drivers/1014/withdrawn-versions': [201, HISTORY] });
    const user = userEvent.setup();
    const [current] = within(list).getAllByRole('listitem');
    await user.click(within(current).getByRole('button', { name: 'Mark withdrawn' }));
    const form = within(current).getByRole('group', { name: 'Mark 23.170.0.2 withdrawn' });
    await user.click(within(form).getByRole('button', { name: 'Mark withdrawn' }));
    expect(within(form).getByRole('alert')).toHaveTextContent("Give Intel's reason.");
    await user.type(within(form).getByLabelText("Intel's reason"), REASON);
    await user.type(within(form).getByLabelText("Intel's notice (optional)"), 'https://www.intel.com/notice');
    await user.click(within(form).getByRole('button', { name: 'Mark withdrawn' }));
    expect(sent.find((s) => s.call === 'POST /api/admin/drivers/1014/withdrawn-versions')?.body).toEqual({
      version: '23.170.0.2',
      reason: REASON,
      link: 'https://www.intel.com/notice',
    });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Version marked withdrawn' }));
  });

  it('shows a withdrawn version with its reason, and takes the mark back', async () => {
    const withdrawn = [version('23.170.0.2', true, { reason: REASON, link: null, withdrawnAt: '2026-11-29T10:00:00.000Z' }), HISTORY[1]];
    const { sent, list } = await show(withdrawn, { 'DELETE /api/admin/drivers/1014/withdrawn-versions/23.170.0.2': [200, HISTORY] });
    const [current] = within(list).getAllByRole('listitem');
    expect(current).toHaveTextContent(`Withdrawn: ${REASON}`);
    await userEvent.setup().click(within(current).getByRole('button', { name: 'Take back' }));
    expect(sent.map((s) => s.call)).toContain('DELETE /api/admin/drivers/1014/withdrawn-versions/23.170.0.2');
  });
});
