import { CONSENT_FORM_PATH } from '@driveratlas/visitor-rules';
import { useOnDemand } from '@driveratlas/platform';
import { Button } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { ALL_ACCEPTED, consentStore, GPC_MARK, NECESSARY_ONLY } from './consent-store';
import { NewTabLink } from '../../components/NewTabLink';
import { useConsent } from './use-consent';
import './consent.css';

const loadPreferencesDialog = () => import('./PreferencesDialog');

/** The height the fixed banner covers, added below the page so that the footer can still be scrolled into view. */
function useCoveredHeight(banner: HTMLElement | null): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    if (!banner) return setHeight(0);
    const observer = new ResizeObserver(() => setHeight(banner.offsetHeight));
    observer.observe(banner);
    setHeight(banner.offsetHeight);
    return () => observer.disconnect();
  }, [banner]);
  return height;
}

/** A banner no longer wanted (bannerLeaving) goes once neither the pointer nor the focus is on it. */
function useLeavingWhenIdle(banner: HTMLElement | null, leaving: boolean): void {
  useEffect(() => {
    if (!banner || !leaving) return;
    const leaveIfIdle = () => {
      if (!banner.matches(':hover') && !banner.contains(document.activeElement)) consentStore.bannerLeft();
    };
    const afterFocusMoved = () => setTimeout(leaveIfIdle);
    leaveIfIdle();
    banner.addEventListener('pointerleave', leaveIfIdle);
    banner.addEventListener('focusout', afterFocusMoved);
    return () => {
      banner.removeEventListener('pointerleave', leaveIfIdle);
      banner.removeEventListener('focusout', afterFocusMoved);
    };
  }, [banner, leaving]);
}

const CHOICES: Record<'accept-all' | 'reject-all', typeof ALL_ACCEPTED> = { 'accept-all': ALL_ACCEPTED, 'reject-all': NECESSARY_ONLY };

/**
 * The consent banner (spec 001, sections 2.8 and 4), mounted by the shell on every page: fixed at the
 * bottom while no choice holds, so it moves nothing on the page. It also holds the Cookie Preferences
 * dialog, which Customize, the footer's Your Privacy Choices and the cookie policy open; its code loads on first use.
 *
 * Accept All and Reject All submit a form the gateway answers (CONSENT_FORM_PATH), so a choice made before the
 * scripts have run, or without them, is kept: the gateway records it, sets the consent-decided cookie and sends the
 * visitor back to this page, which the store later adopts. With the scripts, the store takes the choice in place.
 * Customize, without scripts, is answered with the cookie policy's preferences, whose form works the same way; with
 * scripts it opens the dialog.
 */
export default function ConsentBanner() {
  const { bannerOpen, bannerLeaving, preferencesOpen, gpc } = useConsent();
  const { pathname, search } = useLocation();
  const [PreferencesDialog, loadDialog] = useOnDemand(loadPreferencesDialog);
  const [banner, setBanner] = useState<HTMLElement | null>(null);
  const covered = useCoveredHeight(banner);
  const wasOpen = useRef(false);
  const pressed = useRef<'accept-all' | 'reject-all'>('reject-all');

  useEffect(() => consentStore.startWithBanner(), []);
  useLeavingWhenIdle(banner, bannerLeaving);
  useEffect(() => {
    if (preferencesOpen) loadDialog().catch((error: unknown) => console.error('The cookie preferences could not be loaded', error));
  }, [preferencesOpen, loadDialog]);
  // The buttons that had focus are gone with the banner: the visitor goes on from the page's content.
  useEffect(() => {
    if (wasOpen.current && !bannerOpen && (document.activeElement === document.body || !document.activeElement)) {
      document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
    }
    wasOpen.current = bannerOpen;
  }, [bannerOpen]);

  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    consentStore.choose(CHOICES[submitter === 'accept-all' || submitter === 'reject-all' ? submitter : pressed.current]);
  };

  return (
    <>
      {gpc && <span hidden {...{ [GPC_MARK]: '' }} />}
      {bannerOpen && (
        <>
          <div aria-hidden className="consent-banner__space" style={{ height: covered }} />
          <section ref={setBanner} className="consent-banner" aria-labelledby="consent-banner-title">
            <div className="consent-banner__inner">
              <div className="consent-banner__text">
                <h2 id="consent-banner-title" className="consent-banner__title">
                  Your Privacy Choices
                  {gpc && <span className="consent-badge">GPC Signal Detected</span>}
                </h2>
                <p>
                  We use cookies and similar storage to run this site. With your consent we also use them to remember your preferences, to measure how the site
                  is used and to show advertising that keeps the site free. You can change your choice at any time from Your Privacy Choices at the bottom of
                  every page.
                </p>
                <p className="consent-banner__links">
                  <NewTabLink to="/privacy-policy">Privacy Policy</NewTabLink>
                  <NewTabLink to="/terms-of-service">Terms of Service</NewTabLink>
                  <NewTabLink to="/cookie-policy">Cookie Policy</NewTabLink>
                </p>
              </div>
              <form method="post" action={CONSENT_FORM_PATH} className="consent-banner__actions" onSubmit={choose}>
                <input type="hidden" name="return" value={`${pathname}${search}`} />
                <Button type="primary" htmlType="submit" name="choice" value="accept-all" onClick={() => (pressed.current = 'accept-all')}>
                  Accept All
                </Button>
                <Button type="primary" htmlType="submit" name="choice" value="reject-all" onClick={() => (pressed.current = 'reject-all')}>
                  Reject All
                </Button>
                <Button
                  htmlType="submit"
                  name="choice"
                  value="customize"
                  onClick={(event) => {
                    event.preventDefault();
                    consentStore.openPreferences();
                  }}
                >
                  Customize
                </Button>
              </form>
            </div>
          </section>
        </>
      )}
      {PreferencesDialog && <PreferencesDialog open={preferencesOpen} />}
    </>
  );
}
