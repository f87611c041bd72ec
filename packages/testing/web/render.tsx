import { PlatformContext, type Platform, type RemoteProps } from '@driveratlas/platform';
import { render, type RenderResult } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import site from '../../../config/site.json';
import { publishedPaths } from './published-paths';

/** The operator's site settings the pages show in the site. */
export const TEST_SITE: Platform['site'] = site;

/** Another remote's module, in a component test: its name and props, to be checked like any content. */
function TestRemote({ remote, module, props }: RemoteProps) {
  return <div data-remote={`${remote}/${module}`} data-props={JSON.stringify(props ?? {})} />;
}

function TestNotFound() {
  return <h1>Page Not Found</h1>;
}

export interface TestProviderOptions {
  /** The address the page is shown at: path, query and hash. */
  path?: string;
  /** API answers by SWR key, as a server would hand them to the page with its HTML. */
  fallback?: Record<string, unknown>;
  /** Answers the keys the fallback lacks; by default every such request fails, naming its key. */
  fetcher?: (key: string) => Promise<unknown>;
  notify?: Platform['notify'];
}

const unanswered = (key: string) => Promise.reject(new Error(`No test answer for ${key}`));

/** What the shell gives a remote (antd's context, SWR with the shell's options, the platform) around `children`, with a fresh SWR cache. */
function Providers({ options, children }: { options: TestProviderOptions; children: ReactNode }) {
  const platform: Platform = { site: TEST_SITE, notify: options.notify ?? (() => undefined), NotFound: TestNotFound, Remote: TestRemote };
  const swr = {
    fetcher: options.fetcher ?? unanswered,
    fallback: options.fallback ?? {},
    provider: () => new Map(),
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  };
  return (
    <ConfigProvider>
      <SWRConfig value={swr}>
        <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>
      </SWRConfig>
    </ConfigProvider>
  );
}

/** Renders `ui` in jsdom inside the shell's providers and a router at `options.path` (`/` by default). */
export function renderWithPlatform(ui: ReactNode, options: TestProviderOptions = {}): RenderResult {
  return render(
    <Providers options={options}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
    </Providers>,
  );
}

/**
 * A remote's routes rendered on the server at `path`, as HTML, with the API answers of `fallback`.
 * renderToString shows a Suspense fallback for page code that has not loaded yet; a server loads it first,
 * so this renders again until the lazily loaded pages are in (the HTML stops changing).
 */
export async function renderRoutesToString(Routes: ComponentType, path: string, fallback: Record<string, unknown> = {}): Promise<string> {
  const once = () =>
    renderToString(
      <Providers options={{ fallback }}>
        <StaticRouter location={path}>
          <Routes />
        </StaticRouter>
      </Providers>,
    );
  let html = once();
  for (let attempt = 0; attempt < 10; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const next = once();
    if (next === html) return html;
    html = next;
  }
  throw new Error(`The routes at ${path} kept changing between server renders`);
}

/**
 * Declares the test that ties a remote's published paths (its routes.json, from `routes` in its
 * webpack.config.js) to its routes: each one renders a page of the remote, not Page Not Found.
 */
export function describePublishedPaths(remote: string, Routes: ComponentType): void {
  describe(`the paths ${remote} publishes to the shell (routes.json)`, () => {
    it.each(publishedPaths(remote))('%s is a page of its routes, not Page Not Found', async (path) => {
      expect(await renderRoutesToString(Routes, path)).not.toContain('Page Not Found');
    });
  });
}
