import { HttpError, type SiteConfig } from '@driveratlas/platform';
import type { RemoteListEntry } from '../remotes/remote-registry';

/** What the server hands the browser with a page it rendered, in `<script type="application/json" id="server-rendered">`. */
export interface ServerRendered {
  site: SiteConfig;
  remotes: RemoteListEntry[];
  /** The API answers the page was rendered with, by SWR key. */
  answers: Record<string, unknown>;
  /** The API's refusals the page was rendered with (a 404 for an unknown driver), by SWR key: status and body. */
  refusals: Record<string, { status: number; body: string }>;
  /** The remote modules the page shows ("catalog/routes"): loaded before the browser takes the page over. */
  modules: string[];
}

export const SERVER_RENDERED_ID = 'server-rendered';

/**
 * An SWR cache holding the API answers and refusals a page was rendered with, as if the page had fetched them: the
 * page shows them as its data or its error (not as a fallback, with which SWR would call a later revalidation a first
 * load and show the loading state in their place), on the server and again in the browser that takes the page over.
 */
export const swrCacheWith =
  ({ answers, refusals }: Pick<ServerRendered, 'answers' | 'refusals'>) =>
  () =>
    new Map<string, object>([
      ...Object.entries(answers).map(([key, data]) => [key, { data }] as const),
      ...Object.entries(refusals).map(([key, { status, body }]) => [key, { error: new HttpError(status, body, '') }] as const),
    ]);

/** The server's page data, when the server rendered this page. */
export function readServerRendered(doc: Document): ServerRendered | undefined {
  const text = doc.getElementById(SERVER_RENDERED_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerRendered) : undefined;
}
