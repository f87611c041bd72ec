import { consentStore } from './consent-store';
import { useConsent } from './use-consent';
import './consent.css';

/** The footer's Your Privacy Choices: reopens the Cookie Preferences at any time, and shows when a GPC signal was honored. */
export default function PrivacyChoicesLink() {
  const { gpc } = useConsent();
  return (
    <span className="privacy-choices">
      <button type="button" className="privacy-choices__button" onClick={() => consentStore.openPreferences()}>
        Your Privacy Choices
      </button>
      {gpc && <span className="consent-badge">Opt-Out Request Honored</span>}
    </span>
  );
}
