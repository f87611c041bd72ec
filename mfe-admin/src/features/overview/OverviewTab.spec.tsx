import { RETENTION, retentionPeriodText, retentionRule } from '@driveratlas/visitor-rules';
import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { screen, within } from '@testing-library/react';
import type { Overview } from '../../api/types';
import { formatDateTime } from '../../components/format';
import { OverviewTab } from './OverviewTab';

const RAN_AT = '2026-11-24T03:00:00.000Z';
const overview: Overview = {
  totalDrivers: 98,
  categories: 7,
  totalDownloads: 1000,
  verifiedDrivers: 90,
  mostDownloaded: [],
  retentionRuns: [
    { id: 7, kind: 'download-records', affected: 1250, ranAt: RAN_AT },
    { id: 8, kind: 'contact-messages', affected: 0, ranAt: RAN_AT },
  ],
};

describe('the Overview tab', () => {
  it('shows each kind of the retention table with its period and its last run, and says which has not run yet', async () => {
    renderWithPlatform(<OverviewTab />, { fallback: { '/api/admin/overview': overview } });
    const table = within(screen.getByRole('region', { name: 'Data retention' }));
    expect(table.getAllByRole('row')).toHaveLength(1 + RETENTION.length);
    for (const rule of RETENTION) expect(table.getByRole('row', { name: new RegExp(`^${rule.label}`) })).toHaveTextContent(retentionPeriodText(rule.period));
    expect(table.getByRole('row', { name: /^Download records/ })).toHaveTextContent(
      `Download recordsIP address and browser string cleared${retentionPeriodText(retentionRule('download-records').period)}${formatDateTime(RAN_AT)}1,250`,
    );
    expect(table.getByRole('row', { name: /^Proof-of-consent records/ })).toHaveTextContent('Not yet');
    // The download statistics, not answered here, fail on their own and say so; the rest of the tab stays.
    expect(await screen.findByRole('alert')).toHaveTextContent('The download statistics could not be loaded. Reload the page to try again.');
    expect(table.getAllByRole('row')).toHaveLength(1 + RETENTION.length);
  });
});
