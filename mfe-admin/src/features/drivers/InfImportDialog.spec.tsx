import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Driver, InfImport } from '../../api/types';
import { SessionProvider } from '../session';
import { answer } from './answer-uploads';
import { InfImportDialog } from './InfImportDialog';

const driver = {
  id: 1014,
  name: 'Intel Wi-Fi 6E AX211 Driver',
  version: '23.160.0.4',
  manufacturer: 'Intel',
  category: 'Network Adapters',
} as Driver;

const PREVIEW: InfImport = {
  id: 1014,
  name: 'Intel Wi-Fi 6E AX211 Driver',
  version: '23.160.0.4',
  files: [
    {
      file: 'Netwtw14.inf',
      driverDate: '2025-06-18',
      driverVersion: '23.160.0.4',
      class: 'Net',
      provider: 'Intel',
      sections: ['Intel.NTamd64.10.0.1..19041'],
      hardwareIds: 8,
    },
  ],
  added: ['PCI\\VEN_8086&DEV_A0F0&SUBSYS_02448086', 'PCI\\VEN_8086&DEV_51F0&SUBSYS_00748086'],
  removed: ['PCI\\VEN_8086&DEV_2726&SUBSYS_00108086'],
  kept: 6,
  applied: false,
};
const REFUSAL = { statusCode: 400, error: 'Bad Request', message: 'broken.inf, line 5: the models section [M.NTamd64] it names is missing' };

const anInf = (name: string) => new File(['\ufeff[Version]\r\n'], name, { type: 'application/octet-stream' });

async function show(onClose = jest.fn(), notify = jest.fn()) {
  await act(async () =>
    renderWithPlatform(
      <SessionProvider>
        <InfImportDialog open driver={driver} onClose={onClose} />
      </SessionProvider>,
      { notify },
    ),
  );
  return { dialog: screen.getByRole('dialog', { name: 'Import INF for Intel Wi-Fi 6E AX211 Driver' }), onClose, notify };
}

describe('Import INF', () => {
  it('previews the chosen files (DriverVer, class, provider, IDs added and removed), then imports them and says so', async () => {
    const sent = answer({
      'GET /api/auth/session': [200, { authenticated: true }],
      'POST /api/admin/drivers/1014/inf/preview': [200, PREVIEW],
      'POST /api/admin/drivers/1014/inf': [200, { ...PREVIEW, applied: true }],
    });
    const { dialog, onClose, notify } = await show();
    const user = userEvent.setup();
    const input = within(dialog).getByLabelText('INF files');
    expect(input).toHaveAttribute('accept', '.inf');
    expect(within(dialog).queryByRole('button', { name: 'Import' })).toBeNull();
    await user.upload(input, [anInf('Netwtw14.inf'), anInf('Netwtw6e.inf')]);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Preview for version 23.160.0.4: 2 IDs added, 1 removed, 6 kept.');
    expect(sent.find((s) => s.call.endsWith('/inf/preview'))?.files).toEqual(['Netwtw14.inf', 'Netwtw6e.inf']);
    const row = within(within(dialog).getByRole('table')).getAllByRole('row')[1];
    expect([...row.children].map((cell) => cell.textContent)).toEqual(['Netwtw14.inf', 'Jun 18, 2025', '23.160.0.4', 'Net', 'Intel', '8']);
    // The lists are folded: their counts show, their IDs once opened.
    const added = within(dialog).getByText('2 IDs added');
    expect(added.closest('details')).not.toHaveAttribute('open');
    expect(within(added.closest('details')!).getByRole('region', { name: 'IDs added' })).toHaveTextContent('PCI\\VEN_8086&DEV_A0F0&SUBSYS_02448086');
    expect(within(dialog).getByText('1 ID removed')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const imported = sent.find((s) => s.call === 'POST /api/admin/drivers/1014/inf');
    expect(imported).toMatchObject({ files: ['Netwtw14.inf', 'Netwtw6e.inf'], key: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(notify).toHaveBeenCalledWith({
      title: 'INF files imported',
      description: 'Intel Wi-Fi 6E AX211 Driver, version 23.160.0.4: 2 IDs added, 1 removed, 6 kept.',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the service's refusal beside the files, which stay chosen, and imports nothing", async () => {
    const sent = answer({
      'GET /api/auth/session': [200, { authenticated: true }],
      'POST /api/admin/drivers/1014/inf/preview': [400, REFUSAL],
    });
    const { dialog, onClose } = await show();
    const user = userEvent.setup();
    const input = within(dialog).getByLabelText<HTMLInputElement>('INF files');
    await user.upload(input, anInf('broken.inf'));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(REFUSAL.message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect(input).toHaveFocus();
    expect([...input.files!].map((file) => file.name)).toEqual(['broken.inf']);
    expect(within(dialog).queryByRole('button', { name: 'Import' })).toBeNull();
    expect(sent.map((s) => s.call)).not.toContain('POST /api/admin/drivers/1014/inf');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for files when Preview is pressed with none chosen, sending nothing', async () => {
    const sent = answer({ 'GET /api/auth/session': [200, { authenticated: true }] });
    const { dialog } = await show();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose one or more INF files.');
    expect(sent.map((s) => s.call)).toEqual(['GET /api/auth/session']);
  });
});
