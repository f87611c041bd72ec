import { CONSENT_VALID_MONTHS, RETENTION, retentionPeriodText, retentionRule, type RetentionKind, type RetentionRule } from '@driveratlas/visitor-rules';
import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { screen, within } from '@testing-library/react';
import { LegalDocumentPage } from '../components/LegalDocumentPage';
import privacyPolicy from './privacy-policy';

// The retention table with a period no text holds: the policy must print it.
jest.mock('@driveratlas/visitor-rules', () => {
  const catalog = jest.requireActual('@driveratlas/visitor-rules');
  return {
    ...catalog,
    RETENTION: catalog.RETENTION.map((rule: RetentionRule) => (rule.kind === 'contact-messages' ? { ...rule, period: { amount: 7, unit: 'years' } } : rule)),
  };
});

const retentionTable = () => {
  renderWithPlatform(<LegalDocumentPage document={privacyPolicy} widgets={{ 'quick-actions': null, 'gpc-status': null }} />, { path: '/privacy-policy' });
  return within(screen.getByRole('heading', { name: 'Data Retention' }).closest('section')!);
};

describe("the privacy policy's Data Retention table", () => {
  it('prints the periods of the retention table, a changed one included', () => {
    const table = retentionTable();
    expect(table.getByRole('row', { name: /^Contact messages/ })).toHaveTextContent('7 years');
    expect(table.getByRole('row', { name: /^Contact messages/ })).not.toHaveTextContent('3 years');
    const period = (kind: RetentionKind) => retentionPeriodText(retentionRule(kind).period);
    expect(table.getByRole('row', { name: /^The IP address and browser details/ })).toHaveTextContent(period('download-records'));
    expect(table.getByRole('row', { name: /^Privacy rights requests/ })).toHaveTextContent(`${period('privacy-requests')} from receipt`);
    expect(table.getByRole('row', { name: /^Proof-of-consent records/ })).toHaveTextContent(period('consent-records'));
    // A row for each kind of record, and the two the browser keeps.
    expect(table.getAllByRole('row')).toHaveLength(1 + RETENTION.length + 2);
  });

  it('names no analytics data, which the site does not collect, and asks for consent again when the choice is as old as the consent lasts', () => {
    const table = retentionTable();
    expect(table.queryByText(/Analytics data/)).toBeNull();
    expect(table.getByRole('row', { name: /^Your consent choice/ })).toHaveTextContent(`we ask again after ${CONSENT_VALID_MONTHS} months`);
  });
});
