import { Link } from 'react-router-dom';
import { GpcStatus } from '../features/consent';
import { LegalDocumentPage } from '../features/legal-pages';
import privacyPolicy from '../features/legal-pages/content/privacy-policy';

/** Spec 001, section 2.2: the quick actions lead to the rights request, the cookie policy and the contact form. */
const QUICK_ACTIONS = (
  <p className="legal-page__actions">
    <Link className="legal-page__action" to="/consumer-rights">
      Submit a Privacy Request
    </Link>
    <Link className="legal-page__action" to="/cookie-policy">
      Manage Cookies
    </Link>
    <Link className="legal-page__action" to="/contact">
      Contact Us
    </Link>
  </p>
);

export default function PrivacyPolicyPage() {
  return <LegalDocumentPage document={privacyPolicy} widgets={{ 'quick-actions': QUICK_ACTIONS, 'gpc-status': <GpcStatus /> }} />;
}
