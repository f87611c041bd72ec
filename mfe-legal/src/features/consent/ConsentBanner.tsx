import { useOnDemand } from '@driveratlas/platform';
import { Button } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ALL_ACCEPTED, consentStore, NECESSARY_ONLY } from './consent-store';
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

/**
 * The consent banner (spec 001, sections 2.8 and 4), mounted by the shell on every page: fixed at the
 * bottom while no choice holds, so it moves nothing on the page. It also holds the Cookie Preferences
 * dialog, which Customize, the footer's Your Privacy Choices and the cookie policy open; its code loads on first use.
 */
export default function ConsentBanner() {
  const { bannerOpen, preferencesOpen, gpc } = useConsent();
  const [PreferencesDialog, loadDialog] = useOnDemand(loadPreferencesDialog);
  const [banner, setBanner] = useState<HTMLElement | null>(null);
  const covered = useCoveredHeight(banner);
  const wasOpen = useRef(false);

  useEffect(() => consentStore.start(), []);
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

  return (
    <>
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
              <div className="consent-banner__actions">
                <Button type="primary" onClick={() => consentStore.choose(ALL_ACCEPTED)}>
                  Accept All
                </Button>
                <Button type="primary" onClick={() => consentStore.choose(NECESSARY_ONLY)}>
                  Reject All
                </Button>
                <Button onClick={() => consentStore.openPreferences()}>Customize</Button>
              </div>
            </div>
          </section>
        </>
      )}
      {PreferencesDialog && <PreferencesDialog open={preferencesOpen} />}
    </>
  );
}
