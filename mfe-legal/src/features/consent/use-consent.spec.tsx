import type { Platform, SiteConfig } from '@driveratlas/platform';
import { PlatformContext } from '@driveratlas/platform';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';

// A visit whose browser sends Global Privacy Control though its request did not: the server drew the page without the
// signal, the banner then renders with it and leaves its mark, and the footer's region is taken over only after that.
const SERVER_DREW = '<p>Opt-out not shown</p>';
document.body.innerHTML = `<div id="footer">${SERVER_DREW}</div>`;

const browserPlatform: Platform = { site: {} as SiteConfig, notify: () => undefined, NotFound: () => null, Remote: () => null };

it('takes a region over as the server drew it, after the banner has marked the signal in the page', async () => {
  const [{ useConsent }, { GPC_MARK }] = await Promise.all([import('./use-consent'), import('./consent-store')]);
  document.body.insertAdjacentHTML('beforeend', `<span hidden ${GPC_MARK}></span>`);
  function OptOutBadge() {
    return <p>{useConsent().gpc ? 'Opt-Out Request Honored' : 'Opt-out not shown'}</p>;
  }
  const errors: unknown[] = [];
  const footer = document.getElementById('footer')!;
  await act(async () => {
    hydrateRoot(
      footer,
      <PlatformContext.Provider value={browserPlatform}>
        <OptOutBadge />
      </PlatformContext.Provider>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  expect(errors).toEqual([]);
});
