import { CONSENT_PREFERENCES_PATH, CONSENT_PREFERENCES_SECTION } from '@driveratlas/visitor-rules';
import { isPlainClick } from '@driveratlas/platform';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { consentStore } from './consent-store';
import { useConsent } from './use-consent';
import './consent.css';

/**
 * The footer's Your Privacy Choices: a link to the cookie policy's preferences, whose form works before the scripts
 * run and without them; with them, a plain click reopens the Cookie Preferences in place. Shows when a GPC signal was honored.
 */
export default function PrivacyChoicesLink() {
  const { gpc } = useConsent();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    consentStore.openPreferences();
  };
  return (
    <span className="privacy-choices">
      <Link to={`${CONSENT_PREFERENCES_PATH}#${CONSENT_PREFERENCES_SECTION}`} onClick={open}>
        Your Privacy Choices
      </Link>
      {gpc && <span className="consent-badge">Opt-Out Request Honored</span>}
    </span>
  );
}
