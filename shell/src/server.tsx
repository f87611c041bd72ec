// The shell on the server: renders a page's HTML with the data it shows, for the gateway (gateway/src/pages), as the
// render contract (../render-contract.d.ts) says.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { PageHead } from '@driveratlas/platform';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { Middleware } from 'swr';
import { App } from './app/App';
import type { RenderInput as Contract, RenderedPage, ServerRendered } from '../render-contract';
import { swrCacheWith } from './app/server-rendered';
import { ServerRemoteModules } from './remotes/RemoteRegion';

/** The platform module the remotes' server builds are given, so that one context reaches them all. */
export * as platform from '@driveratlas/platform';
export { SERVER_RENDERED_ID } from './app/server-rendered';

/** The render's input, its remote modules' default exports React components. */
type RenderInput = Contract<ComponentType<Record<string, unknown>>>;

/**
 * A Suspense boundary the render left to the browser (its content was still loading): renderToString marks it so.
 * Its code is in the server build, so it is there on the next render.
 */
const UNFINISHED_BOUNDARY = '<!--$!-->';

/** The most renders a page gets: each asks the API for what the previous one found missing, or waits for page code. */
const PASSES = 6;

/**
 * Renders the page at `url` as the browser would show it once its data is in: a first render notes the API answers
 * the page asks for and the page code still loading; the answers are fetched, and the page renders again with them
 * (a page that asks for more after that gets another round, at most PASSES, within `timeoutMs`).
 */
export async function renderPage(input: RenderInput): Promise<RenderedPage> {
  const answers: Record<string, unknown> = {};
  const refusals: ServerRendered['refusals'] = {};
  const asked = new Set<string>();
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={input.url}>{children}</StaticRouter>;
  const deadline = Date.now() + (input.timeoutMs ?? 2000);
  for (let pass = 1; ; pass++) {
    const missing = new Set<string>();
    const shown = new Set<string>();
    const page: PageHead = {};
    const cache = createCache();
    const notingMissing: Middleware = (next) => (key, fetcher, config) => {
      if (typeof key === 'string' && !asked.has(key)) missing.add(key);
      return next(key, fetcher, config);
    };
    const module = (remote: string, name: string) => {
      const loaded = input.module(remote, name);
      if (loaded) shown.add(`${remote}/${name}`);
      return loaded;
    };
    const html = renderToString(
      <StyleProvider cache={cache}>
        <ServerRemoteModules.Provider value={module}>
          <App
            config={{ site: input.site, remotes: input.remotes }}
            Router={Router}
            swr={{ use: [notingMissing], provider: swrCacheWith({ answers, refusals }) }}
            page={page}
            visit={input.visit ?? { cookie: '', gpc: false }}
          />
        </ServerRemoteModules.Provider>
      </StyleProvider>,
    );
    const unfinished = html.includes(UNFINISHED_BOUNDARY);
    if ((missing.size === 0 && !unfinished) || pass === PASSES || Date.now() > deadline) {
      return { html, styles: extractStyle(cache), head: page, data: { site: input.site, remotes: input.remotes, answers, refusals, modules: [...shown] } };
    }
    // The page code that was loading is there after a turn of the event loop.
    if (missing.size === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.all(
      [...missing].map(async (key) => {
        asked.add(key);
        try {
          answers[key] = await input.fetchApi(key);
        } catch (error) {
          const { status, body } = error as { status?: number; body?: string };
          // A refusal is the page's answer (its not-found or error state); no answer at all, the browser asks again.
          if (status && status >= 400 && status < 500) refusals[key] = { status, body: body ?? '' };
        }
      }),
    );
  }
}
