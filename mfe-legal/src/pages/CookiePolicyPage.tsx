import { GpcStatus, UpdateCookiePreferences } from '../features/consent';
import { LegalDocumentPage } from '../features/legal-pages';
import cookiePolicy from '../features/legal-pages/content/cookie-policy';

export default function CookiePolicyPage() {
  return <LegalDocumentPage document={cookiePolicy} widgets={{ 'gpc-status': <GpcStatus />, 'cookie-preferences': <UpdateCookiePreferences /> }} />;
}
