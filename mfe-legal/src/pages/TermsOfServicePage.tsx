import { LegalDocumentPage } from '../features/legal-pages';
import termsOfService from '../features/legal-pages/content/terms-of-service';

export default function TermsOfServicePage() {
  return <LegalDocumentPage document={termsOfService} />;
}
