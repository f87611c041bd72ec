import { ConfigProvider } from 'antd';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import site from '../../../config/site.json';
import { fetcher } from './fetcher';
import { PlatformContext, type Platform, type RemoteProps } from './platform-context';

function StandaloneNotFound() {
  return <h1>Page Not Found</h1>;
}

/** Another remote's module is not there on a remote's own dev page: say so where it would be. */
function StandaloneRemote({ remote, module }: RemoteProps) {
  return (
    <p>
      The {remote} remote's {module} shows here in the site.
    </p>
  );
}

/** A remote's own dev page (`npm start` in its folder): its routes with the providers the shell gives in the site. */
export function mountStandalone(Routes: ComponentType) {
  const platform: Platform = {
    site,
    notify: (n) => console.info(`[notification] ${n.title}${n.description ? ` / ${n.description}` : ''}`),
    NotFound: StandaloneNotFound,
    Remote: StandaloneRemote,
  };
  createRoot(document.getElementById('root')!).render(
    <ConfigProvider>
      <SWRConfig value={{ fetcher, shouldRetryOnError: false, revalidateOnFocus: false }}>
        <PlatformContext.Provider value={platform}>
          <BrowserRouter>
            <Routes />
          </BrowserRouter>
        </PlatformContext.Provider>
      </SWRConfig>
    </ConfigProvider>,
  );
}
