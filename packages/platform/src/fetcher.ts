/** An answer that was not OK: its message is "{status}: {body or status text}" (spec 000, section 8). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
  }
}

/**
 * Calls the API with the visitor's cookies; a JSON body and its content type only when there is a body.
 * Answers the parsed JSON (or null for an empty answer) and throws HttpError for any non-OK status.
 */
export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new HttpError(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : null) as T;
}

/** The one SWR fetcher of the site. */
export const fetcher = <T>(url: string): Promise<T> => apiRequest<T>('GET', url);
