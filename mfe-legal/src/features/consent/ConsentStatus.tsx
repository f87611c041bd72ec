import { CONSENT_CATEGORIES } from '@driveratlas/catalog';
import { Alert, Button } from 'antd';
import { consentStore, type ConsentChoice } from './consent-store';
import { useConsent } from './use-consent';

/** Whether this browser sends Global Privacy Control and that the site honored it (California regulations, section 7025(c)(6)). */
export function GpcStatus() {
  const { gpc } = useConsent();
  return gpc ? (
    <Alert
      type="success"
      showIcon
      title={
        <>
          <span className="consent-badge">GPC Signal Detected</span> Opt-Out Request Honored
        </>
      }
      description="Your browser sends the Global Privacy Control signal. We treat it as your request to opt out of the sale and sharing of your personal information and of targeted advertising: only necessary cookies are used in this browser."
    />
  ) : (
    <Alert
      type="info"
      showIcon
      title="No Global Privacy Control signal detected"
      description="This browser does not send the Global Privacy Control signal. If you turn it on in your browser or with a privacy extension, we honor it automatically; you can also make your choices with Update Cookie Preferences or Your Privacy Choices at the bottom of every page."
    />
  );
}

/** The cookie policy's Update Cookie Preferences (spec 001, section 4): forgets the stored choice and reloads, so the banner asks again. */
export function UpdateCookiePreferences() {
  const { choice, gpc } = useConsent();
  const chosen = choice && (gpc ? 'necessary cookies only (Global Privacy Control)' : describeChoice(choice));
  return (
    <div className="consent-update">
      <p>{chosen ? `Your current choice: ${chosen}.` : 'You have not made a choice in this browser yet.'}</p>
      <Button type="primary" onClick={() => consentStore.forgetAndReload()}>
        Update Cookie Preferences
      </Button>
    </div>
  );
}

function describeChoice(choice: ConsentChoice): string {
  const accepted = CONSENT_CATEGORIES.filter((category) => choice[category]);
  const date = new Date(choice.decidedAt).toLocaleDateString('en-US', { dateStyle: 'long' });
  return `${accepted.length ? ['necessary', ...accepted].join(', ') : 'necessary only'}, chosen on ${date}`;
}
