import { LegalDocumentPage } from '../features/legal-pages';
import disclaimer from '../features/legal-pages/content/disclaimer';

export default function DisclaimerPage() {
  return <LegalDocumentPage document={disclaimer} />;
}
