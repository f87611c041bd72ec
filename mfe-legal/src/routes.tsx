import { lazyWithRetry, PageLoading, usePlatform } from '@driveratlas/platform';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

// Each page, with its text, loads when a visitor first opens it.
const PAGES = {
  '/privacy-policy': lazyWithRetry(() => import('./pages/PrivacyPolicyPage')),
  '/terms-of-service': lazyWithRetry(() => import('./pages/TermsOfServicePage')),
  '/legal-notice': lazyWithRetry(() => import('./pages/LegalNoticePage')),
  '/advertising-disclosure': lazyWithRetry(() => import('./pages/AdvertisingDisclosurePage')),
  '/disclaimer': lazyWithRetry(() => import('./pages/DisclaimerPage')),
  '/cookie-policy': lazyWithRetry(() => import('./pages/CookiePolicyPage')),
  '/consumer-rights': lazyWithRetry(() => import('./pages/ConsumerRightsPage')),
};

/** The legal pages, at the paths the shell's route table gives this remote. */
export default function LegalRoutes() {
  const { NotFound } = usePlatform();
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {Object.entries(PAGES).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
