import { LegalDocumentPage } from '../features/legal-pages';
import advertisingDisclosure from '../features/legal-pages/content/advertising-disclosure';

export default function AdvertisingDisclosurePage() {
  return <LegalDocumentPage document={advertisingDisclosure} />;
}
