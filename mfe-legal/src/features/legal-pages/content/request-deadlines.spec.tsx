import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { screen, within } from '@testing-library/react';
import { RightsRequestForm } from '../../rights-request';
import { LegalDocumentPage } from '../components/LegalDocumentPage';
import consumerRights from './consumer-rights';
import legalNotice from './legal-notice';
import privacyPolicy from './privacy-policy';

// Deadlines and a retention period no text holds: the pages and the form must print the constants the service keeps.
jest.mock('@driveratlas/visitor-rules', () => {
  const catalog = jest.requireActual('@driveratlas/visitor-rules');
  return {
    ...catalog,
    PRIVACY_REQUEST_CONFIRMATION_HOURS: 12,
    PRIVACY_REQUEST_DUE_DAYS: 21,
    PRIVACY_REQUEST_EXTENDED_DUE_DAYS: 42,
    retentionRule: (kind: string) =>
      kind === 'privacy-requests' ? { ...catalog.retentionRule(kind), period: { amount: 5, unit: 'years' } } : catalog.retentionRule(kind),
  };
});

const WIDGETS = { 'quick-actions': null, 'gpc-status': null, 'rights-request-form': null };
const section = (heading: string) => within(screen.getByRole('heading', { name: heading, level: 2 }).closest('section')!);

describe("the privacy request deadlines the texts promise are the service's (PRIVACY_REQUEST_* in @driveratlas/visitor-rules)", () => {
  it('on Your Privacy Rights: the description, the response timeline and the privacy officer', () => {
    renderWithPlatform(<LegalDocumentPage document={consumerRights} widgets={WIDGETS} />, { path: '/consumer-rights' });
    expect(consumerRights.description).toContain('We confirm in 12 hours and answer within 21 days.');
    const timeline = section('Response Timeline');
    expect(timeline.getByText(/received your request within 12 hours/)).toBeInTheDocument();
    expect(timeline.getByText(/We answer within 21 days of receipt\. .* extend this to 42 days; .* within the first 21 days\./)).toBeInTheDocument();
    expect(section('Privacy Officer').getByText('Maximum response time: 21 days.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\b(24 hours|30 days|60 days)\b/);
  });

  it("in the privacy policy's What happens next", () => {
    renderWithPlatform(<LegalDocumentPage document={privacyPolicy} widgets={WIDGETS} />, { path: '/privacy-policy' });
    const rights = section('Your Privacy Rights');
    expect(rights.getByText(/We confirm receipt within 12 hours/)).toBeInTheDocument();
    expect(rights.getByText(/We answer within 21 days of receipt\. .* extend this to 42 days in total; .* within the first 21 days\./)).toBeInTheDocument();
    expect(rights.queryByText(/24 hours|60 days/)).toBeNull();
  });

  it("in the legal notice's contact table", () => {
    renderWithPlatform(<LegalDocumentPage document={legalNotice} widgets={WIDGETS} />, { path: '/legal-notice' });
    expect(section('Contact').getByRole('row', { name: /^Privacy requests/ })).toHaveTextContent('Confirmation within 12 hours, answer within 21 days');
  });

  it("in the request form's receipt and note, with the retention table's period", () => {
    renderWithPlatform(<RightsRequestForm />, { path: '/consumer-rights?request=PR-2026-000012' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'within 21 days as required by law: you will get a confirmation within 12 hours and our answer within 21 days.',
    );
    expect(screen.getByText(/keep them for 5 years as the law requires/)).toBeInTheDocument();
  });
});
