import { CONSENT_CATEGORIES, type ConsentCategory } from '@driveratlas/visitor-rules';
import { Button, Modal, Switch } from 'antd';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { consentStore, NECESSARY_ONLY, type ConsentPreferences } from './consent-store';
import { useConsent } from './use-consent';

const CATEGORY_TEXT: Record<'necessary' | ConsentCategory, { title: string; text: string }> = {
  necessary: {
    title: 'Necessary',
    text: 'Keep the site working and secure and remember this choice. Always active: the site cannot work without them.',
  },
  functional: { title: 'Functional', text: 'Remember your preferences, such as filters and the last categories you browsed.' },
  analytics: { title: 'Analytics', text: 'Count visits and measure which pages help, in aggregate, so we can improve the site.' },
  advertising: { title: 'Advertising', text: 'Let our advertising partners show and measure ads, which keep the site free.' },
};

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the dialog's last control goes to its first, Shift+Tab from the first to the last: focus never leaves it for the page behind. */
function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((control) => control.offsetParent !== null);
  const [first, last] = [controls[0], controls.at(-1)];
  const target = event.shiftKey ? (document.activeElement === first ? last : undefined) : document.activeElement === last ? first : undefined;
  if (target) {
    event.preventDefault();
    target.focus();
  }
}

/** The Cookie Preferences dialog (spec 001, section 2.8): necessary locked on, the three others chosen one by one, then Save Preferences. */
export default function PreferencesDialog({ open }: { open: boolean }) {
  const { choice, gpc } = useConsent();
  const [preferences, setPreferences] = useState<ConsentPreferences>(choice ?? NECESSARY_ONLY);
  // Each opening starts from the choice in force.
  useEffect(() => {
    if (open) setPreferences(choice ?? NECESSARY_ONLY);
  }, [open, choice]);

  return (
    <Modal
      open={open}
      title="Cookie Preferences"
      onCancel={() => consentStore.closePreferences()}
      focusable={{ trap: true, focusTriggerAfterClose: true }}
      destroyOnHidden
      modalRender={(dialog) => (
        // Only moves focus between the dialog's own native controls; it is not a control itself.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div onKeyDown={keepTabInside}>{dialog}</div>
      )}
      footer={
        <Button type="primary" onClick={() => consentStore.choose(preferences)}>
          Save Preferences
        </Button>
      }
    >
      {gpc && (
        <p className="consent-gpc">
          <span className="consent-badge">GPC Signal Detected</span> Opt-Out Request Honored: your browser asks sites not to sell or share your data, so only
          necessary cookies are used.
        </p>
      )}
      <ul className="consent-categories">
        {(['necessary', ...CONSENT_CATEGORIES] as const).map((category) => {
          const locked = category === 'necessary' || gpc;
          const checked = category === 'necessary' || (!gpc && preferences[category]);
          return (
            <li key={category} className="consent-category">
              <div>
                <h3 id={`consent-${category}`} className="consent-category__title">
                  {CATEGORY_TEXT[category].title}
                </h3>
                <p id={`consent-${category}-text`} className="consent-category__text">
                  {CATEGORY_TEXT[category].text}
                </p>
              </div>
              <Switch
                checked={checked}
                disabled={locked}
                aria-labelledby={`consent-${category}`}
                aria-describedby={`consent-${category}-text`}
                onChange={(on) => category !== 'necessary' && setPreferences((p) => ({ ...p, [category]: on }))}
              />
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
