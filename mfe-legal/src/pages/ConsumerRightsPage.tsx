import { LegalDocumentPage } from '../features/legal-pages';
import consumerRights from '../features/legal-pages/content/consumer-rights';
import { RightsRequestForm } from '../features/rights-request';

export default function ConsumerRightsPage() {
  return <LegalDocumentPage document={consumerRights} widgets={{ 'rights-request-form': <RightsRequestForm /> }} />;
}
