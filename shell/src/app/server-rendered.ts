import { HttpError } from '@driveratlas/platform';
import type { ServerRendered } from '../../render-contract';

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
