import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogImport } from '../../api/types';
import { SessionProvider } from '../session';
import { answer } from './answer-uploads';
import { CatalogImportDialog } from './CatalogImportDialog';

const item = (packageId: string, action: CatalogImport['items'][number]['action'], reason: string | null = null) => ({
  packageId,
  name: `Package ${packageId}`,
  version: '1.0',
  action,
  reason,
  driverId: null,
  previousVersion: action === 'newVersion' ? '0.9' : null,
  line: 13,
});
const PREVIEW: CatalogImport = {
  maker: 'Dell',
  file: 'CatalogPC.xml',
  packages: 3,
  counts: { added: 1, newVersion: 1, devicesAdded: 0, unchanged: 0, older: 0, notOffered: 1, refused: 0 },
  items: [item('5K8YG', 'added'), item('7N2QD', 'newVersion'), item('8C27J', 'notOffered', 'Not offered: it is an Application, not a driver.')],
  itemsCut: false,
  applied: false,
};
const REFUSAL = {
  statusCode: 400,
  error: 'Bad Request',
  message: 'CatalogPC.xml, line 2: this is not a Dell catalog: its root element is <Package>, not <Manifest>',
};
const aFile = (name: string) => new File(['<Manifest/>'], name, { type: 'application/xml' });

async function show(onClose = jest.fn(), notify = jest.fn()) {
  await act(async () =>
    renderWithPlatform(
      <SessionProvider>
        <CatalogImportDialog open onClose={onClose} />
      </SessionProvider>,
      { notify },
    ),
  );
  return { dialog: screen.getByRole('dialog', { name: "Import a maker's catalog" }), onClose, notify };
}

describe('Import catalog', () => {
  it("previews Dell's catalog, package by package with what happens to each, then imports it and says so", async () => {
    const sent = answer({
      'GET /api/auth/session': [200, { authenticated: true }],
      'POST /api/admin/catalog-imports/dell/preview': [200, PREVIEW],
      'POST /api/admin/catalog-imports/dell': [200, { ...PREVIEW, applied: true }],
    });
    const { dialog, onClose, notify } = await show();
    const user = userEvent.setup();
    expect(within(dialog).getByRole('radio', { name: "Dell's driver catalog" })).toBeChecked();
    const input = within(dialog).getByLabelText('Catalog files');
    expect(input).not.toHaveAttribute('multiple');
    await user.upload(input, aFile('CatalogPC.xml'));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Preview of CatalogPC.xml: 3 packages: 1 driver added, 1 new version, 1 not offered.');
    expect(sent.find((s) => s.call.endsWith('/dell/preview'))?.files).toEqual(['CatalogPC.xml']);
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['5K8YG', 'Package 5K8YG', '1.0', 'Driver added'],
      ['7N2QD', 'Package 7N2QD', '1.0', 'New version (was 0.9)'],
      ['8C27J', 'Package 8C27J', '1.0', 'Not offered: it is an Application, not a driver.'],
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(sent.find((s) => s.call === 'POST /api/admin/catalog-imports/dell')).toMatchObject({
      files: ['CatalogPC.xml'],
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(notify).toHaveBeenCalledWith({ title: 'Catalog imported', description: 'CatalogPC.xml: 3 packages: 1 driver added, 1 new version, 1 not offered.' });
    expect(onClose).toHaveBeenCalled();
  });

  it("takes several of Lenovo's descriptors, and forgets the files and the preview when the catalog changes", async () => {
    const sent = answer({
      'GET /api/auth/session': [200, { authenticated: true }],
      'POST /api/admin/catalog-imports/lenovo/preview': [200, { ...PREVIEW, maker: 'Lenovo', file: 'a.xml and 1 more' }],
    });
    const { dialog } = await show();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('radio', { name: "Lenovo's package descriptors" }));
    const input = within(dialog).getByLabelText<HTMLInputElement>('Catalog files');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [aFile('a.xml'), aFile('b.xml')]);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Preview of a.xml and 1 more:');
    expect(sent.find((s) => s.call.endsWith('/lenovo/preview'))?.files).toEqual(['a.xml', 'b.xml']);

    await user.click(within(dialog).getByRole('radio', { name: "HP's SoftPaq files" }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
    expect(within(dialog).queryByRole('button', { name: 'Import' })).toBeNull();
    expect(input.files).toHaveLength(0);
    expect(input).toHaveAttribute('accept', '.cva');
  });

  it("shows the service's refusal beside the files, which stay chosen, and imports nothing", async () => {
    const sent = answer({
      'GET /api/auth/session': [200, { authenticated: true }],
      'POST /api/admin/catalog-imports/dell/preview': [400, REFUSAL],
    });
    const { dialog, onClose } = await show();
    const user = userEvent.setup();
    const input = within(dialog).getByLabelText<HTMLInputElement>('Catalog files');
    await user.upload(input, aFile('CatalogPC.xml'));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(REFUSAL.message);
    expect(input).toHaveFocus();
    expect([...input.files!].map((file) => file.name)).toEqual(['CatalogPC.xml']);
    expect(sent.map((s) => s.call)).not.toContain('POST /api/admin/catalog-imports/dell');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for the files when Preview is pressed with none chosen, sending nothing', async () => {
    const sent = answer({ 'GET /api/auth/session': [200, { authenticated: true }] });
    const { dialog } = await show();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a Dell catalog of up to 16 MB (the whole CatalogPC.xml goes through npm run import).');
    expect(sent.map((s) => s.call)).toEqual(['GET /api/auth/session']);
  });
});
