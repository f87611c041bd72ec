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

/** A random version 4 UUID, also where `crypto.randomUUID` is missing (a page served over plain http). */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key of each write not yet answered, by its method, address and body: a retry of the same write
 * (after a timeout, a lost connection, a 5xx) sends the same key, so the service applies it once; an answered
 * write forgets its key, so the same message sent again on purpose is a new write.
 */
const unansweredWrites = new Map<string, string>();

/** Answers that say the write may still happen or be worth sending again as it is. */
const RETRYABLE = new Set([408, 409, 425, 429]);

/**
 * Calls the API with the visitor's cookies, never from the browser's cache without asking; a JSON body and its content type only when there is a body; every
 * write with an Idempotency-Key. Answers the parsed JSON (or null for an empty answer) and throws HttpError for any
 * non-OK status.
 */
export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const json = body === undefined ? undefined : JSON.stringify(body);
  const write = method !== 'GET' && method !== 'HEAD';
  const signature = `${method} ${url} ${json ?? ''}`;
  const key = write ? (unansweredWrites.get(signature) ?? uuid()) : undefined;
  if (key) unansweredWrites.set(signature, key);
  const response = await fetch(url, {
    method,
    credentials: 'include',
    // The browser asks the service each time (a 304 when nothing changed), never showing a kept answer: public reads
    // allow shared caches to serve a stale answer while they fetch the new one, which a page the visitor just reloaded
    // after a change must not show.
    cache: 'no-cache',
    headers: { ...(json === undefined ? {} : { 'Content-Type': 'application/json' }), ...(key ? { 'Idempotency-Key': key } : {}) },
    body: json,
  });
  if (key && response.status < 500 && !RETRYABLE.has(response.status)) unansweredWrites.delete(signature);
  const text = await response.text();
  if (!response.ok) throw new HttpError(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : null) as T;
}

/** The one SWR fetcher of the site. */
export const fetcher = <T>(url: string): Promise<T> => apiRequest<T>('GET', url);
