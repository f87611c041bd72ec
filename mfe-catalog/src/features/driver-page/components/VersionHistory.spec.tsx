import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { screen, within } from '@testing-library/react';
import type { DriverVersion } from '../../../api/types';
import { VersionHistory } from './VersionHistory';

const version = (overrides: Partial<DriverVersion>): DriverVersion => ({
  version: '560.81',
  releaseDate: 'August 2024',
  fileSize: '680 MB',
  notes: 'Game Ready for new releases.',
  latest: false,
  withdrawn: null,
  ...overrides,
});
const NOTICE = 'https://www.nvidia.com/en-us/geforce/forums/game-ready-drivers/13/548031/';
const pulled = { reason: 'Some systems showed a black screen after the update.', link: NOTICE, withdrawnAt: '2024-08-02T10:12:00.000Z' };

describe('Version History', () => {
  it('opens with the current version withdrawn and the last good one, and marks its row', () => {
    renderWithPlatform(
      <VersionHistory
        manufacturer="NVIDIA"
        versions={[version({ version: '560.94', latest: true, withdrawn: pulled }), version({ version: '560.81' }), version({ version: '560.70' })]}
      />,
    );
    expect(screen.getByText(/^NVIDIA withdrew version 560\.94/)).toHaveTextContent(
      "NVIDIA withdrew version 560.94: Some systems showed a black screen after the update. The last good version is 560.81. NVIDIA's notice",
    );
    const [, current, previous] = screen.getAllByRole('row');
    expect(within(current).getByText('Withdrawn')).toBeInTheDocument();
    expect(current).toHaveTextContent('Withdrawn by NVIDIA: Some systems showed a black screen after the update.');
    expect(within(current).getByRole('link', { name: "NVIDIA's notice" })).toHaveAttribute('href', NOTICE);
    expect(previous).not.toHaveTextContent('Withdrawn');
  });

  it('marks an earlier withdrawn version in its row alone', () => {
    renderWithPlatform(
      <VersionHistory manufacturer="NVIDIA" versions={[version({ version: '560.94', latest: true }), version({ version: '560.70', withdrawn: pulled })]} />,
    );
    expect(screen.queryByText(/^NVIDIA withdrew/)).toBeNull();
    expect(screen.getAllByRole('row')[2]).toHaveTextContent('Withdrawn by NVIDIA');
  });
});
