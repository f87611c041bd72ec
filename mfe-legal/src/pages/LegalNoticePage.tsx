import { LegalDocumentPage } from '../features/legal-pages';
import legalNotice from '../features/legal-pages/content/legal-notice';

export default function LegalNoticePage() {
  return <LegalDocumentPage document={legalNotice} />;
}
