import { CONSENT_CATEGORIES, CONSENT_FORM_PATH, CONSENT_PREFERENCES_SECTION, type ConsentCategory } from '@driveratlas/visitor-rules';
import { Alert, Button } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { consentStore, NECESSARY_ONLY, type ConsentChoice, type ConsentPreferences } from './consent-store';
import { useConsent } from './use-consent';
import './consent.css';

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

/**
 * The cookie policy's Update Cookie Preferences (spec 001, section 4): forgets the stored choice and reloads, so the
 * banner asks again; and the preferences, one category at a time, with Save Preferences.
 *
 * Update Cookie Preferences is a form the gateway answers too (CONSENT_FORM_PATH, choice=withdraw), so that it works
 * before the scripts have run or without them: the consent-decided cookie then says the choice is withdrawn, this page
 * comes back with the banner, and the store forgets the choice it kept once its scripts run. The action's fragment
 * stays with the answer's redirect, so the page comes back at this section, as a reload keeps its place.
 */
export function UpdateCookiePreferences() {
  const { choice, gpc } = useConsent();
  const { pathname, search } = useLocation();
  const chosen = choice && (gpc ? 'necessary cookies only (Global Privacy Control)' : describeChoice(choice));
  return (
    <div className="consent-update">
      <p>{chosen ? `Your current choice: ${chosen}.` : 'You have not made a choice in this browser yet.'}</p>
      <form
        method="post"
        action={`${CONSENT_FORM_PATH}#${CONSENT_PREFERENCES_SECTION}`}
        onSubmit={(event) => {
          event.preventDefault();
          consentStore.forgetAndReload();
        }}
      >
        <input type="hidden" name="return" value={`${pathname}${search}`} />
        <Button type="primary" htmlType="submit" name="choice" value="withdraw">
          Update Cookie Preferences
        </Button>
      </form>
      <PreferencesForm />
    </div>
  );
}

const CATEGORY_TITLES: Record<ConsentCategory, string> = { functional: 'Functional', analytics: 'Analytics', advertising: 'Advertising' };

/** The page a visitor came from (the banner's Customize sends `?return=`), else this one. */
function pageToReturnTo(pathname: string, search: string): string {
  const back = new URLSearchParams(search).get('return');
  return back && /^\/(?![/\\])/.test(back) ? back : pathname;
}

/**
 * The preferences as a form the gateway answers too (CONSENT_FORM_PATH, choice=save), so that the banner's Customize
 * works before the scripts have run or without them: necessary always on, the others as checked, then back to the page
 * the visitor came from. With the scripts, the store takes the choice in place, as the dialog does.
 */
function PreferencesForm() {
  const { choice, gpc } = useConsent();
  const { pathname, search } = useLocation();
  const id = useId();
  const [preferences, setPreferences] = useState<ConsentPreferences>(choice ?? NECESSARY_ONLY);
  const [saved, setSaved] = useState(false);
  useEffect(() => setPreferences(choice ?? NECESSARY_ONLY), [choice]);
  return (
    <form
      method="post"
      action={CONSENT_FORM_PATH}
      className="consent-form"
      onSubmit={(event) => {
        event.preventDefault();
        consentStore.choose(preferences);
        setSaved(true);
      }}
    >
      <input type="hidden" name="choice" value="save" />
      <input type="hidden" name="return" value={pageToReturnTo(pathname, search)} />
      <fieldset className="consent-form__categories">
        <legend>Cookies we may use in this browser</legend>
        <label htmlFor={`${id}-necessary`}>
          <input id={`${id}-necessary`} type="checkbox" checked disabled /> Necessary (always active)
        </label>
        {CONSENT_CATEGORIES.map((category) => (
          <label key={category} htmlFor={`${id}-${category}`}>
            <input
              id={`${id}-${category}`}
              type="checkbox"
              name={category}
              checked={!gpc && preferences[category]}
              disabled={gpc}
              onChange={(event) => {
                setSaved(false);
                setPreferences((p) => ({ ...p, [category]: event.target.checked }));
              }}
            />{' '}
            {CATEGORY_TITLES[category]}
          </label>
        ))}
      </fieldset>
      <Button htmlType="submit">Save Preferences</Button>
      <span role="status" className="consent-form__status">
        {saved ? 'Your preferences are saved.' : ''}
      </span>
    </form>
  );
}

function describeChoice(choice: ConsentChoice): string {
  const accepted = CONSENT_CATEGORIES.filter((category) => choice[category]);
  const date = new Date(choice.decidedAt).toLocaleDateString('en-US', { dateStyle: 'long' });
  return `${accepted.length ? ['necessary', ...accepted].join(', ') : 'necessary only'}, chosen on ${date}`;
}
