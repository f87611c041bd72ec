import { PlatformContext, fetcher, type PageHead, type Platform } from '@driveratlas/platform';
import { ConfigProvider } from 'antd';
import { Provider as MotionProvider } from '@rc-component/motion';
import { startTransition, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { Layout } from '../layout/Layout';
import { Toaster, useToaster } from '../notifications/Toaster';
import { NotFound } from '../pages/NotFound';
import { RemoteRegion } from '../remotes/RemoteRegion';
import type { RemoteModuleProps } from '../remote-props';
import { remoteForPath, routeTable, type Route } from './route-table';
import type { StartupConfig } from './startup-config';
import { THEME } from './theme';

/** Spec 000, section 7: no retries, no refetch on focus, no polling (swr's default); cached data does not go stale by itself. */
const SWR_OPTIONS = {
  fetcher,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
};

function RoutedContent({ routes }: { routes: readonly Route[] }) {
  const { pathname } = useLocation();
  const remote = remoteForPath(routes, pathname);
  return remote ? <RemoteRegion key={remote} remote={remote} module="routes" /> : <NotFound />;
}

export interface AppProps {
  config: StartupConfig;
  /** BrowserRouter in the browser; a router at the asked address on the server. */
  Router: ComponentType<{ children: ReactNode }>;
  /** SWR settings beyond the site's: a cache holding the answers the server rendered the page with. */
  swr?: SWRConfiguration;
  /** On the server: where the page writes its head and status. */
  page?: PageHead;
  /** On the server: what the request tells of the visitor (Platform.visit). */
  visit?: Platform['visit'];
}

export function App({ config, Router, swr, page, visit }: AppProps) {
  const toaster = useToaster();
  // Mounted from the first Auto-Detect on, so closing keeps the detected result (spec 000, section 4).
  const [detection, setDetection] = useState<'never' | 'open' | 'closed'>('never');
  const routes = useMemo(() => routeTable(config.remotes), [config.remotes]);
  const platform = useMemo<Platform>(
    () => ({ site: config.site, notify: toaster.notify, NotFound, Remote: RemoteRegion, page, visit }),
    [config.site, toaster.notify, page, visit],
  );
  const swrOptions = useMemo(() => ({ ...SWR_OPTIONS, ...swr }), [swr]);
  // antd's motion (a dialog zooming, a menu sliding) for the whole page, remotes included: none for a visitor whose
  // system asks for less. The server, which cannot know, draws the page with motion; the browser says in a transition,
  // which waits for the regions whose files are still coming (an urgent change would throw away what the server drew
  // of them). The provider is always there, so that turning the motion off changes one value, not the page. The
  // preference is read once a page load: one changed meanwhile holds from the next page loaded.
  const [motion, setMotion] = useState(true);
  useEffect(() => startTransition(() => setMotion(!matchMedia('(prefers-reduced-motion)').matches)), []);
  return (
    <ConfigProvider theme={THEME}>
      <MotionProvider motion={motion}>
        <SWRConfig value={swrOptions}>
          <PlatformContext.Provider value={platform}>
            <Router>
              <Layout onAutoDetect={() => setDetection('open')}>
                <RoutedContent routes={routes} />
              </Layout>
              {detection !== 'never' && (
                <RemoteRegion
                  remote="catalog"
                  module="SystemDetectionDialog"
                  props={{ open: detection === 'open', onClose: () => setDetection('closed') } satisfies RemoteModuleProps['catalog/SystemDetectionDialog']}
                  overlay
                />
              )}
              {/* The server shows the banner to a visitor who has not chosen; for the others it only checks the choice still holds. */}
              <RemoteRegion remote="legal" module="ConsentBanner" overlay whenIdle />
            </Router>
            <Toaster toaster={toaster} />
          </PlatformContext.Provider>
        </SWRConfig>
      </MotionProvider>
    </ConfigProvider>
  );
}
