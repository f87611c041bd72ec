import { HttpError } from '@driveratlas/platform';

/**
 * The Idempotency-Key of each upload not yet answered, by its address and files: a retry of the same upload (after a
 * timeout, a lost connection, a 5xx) sends the same key, so the service applies it once; an answered upload forgets it.
 * The site's apiRequest does the same for JSON bodies; files are only ever sent from here, so its shared code stays lean.
 */
const unansweredUploads = new Map<string, string>();

/** Answers that say the upload may still happen or be worth sending again as it is. */
const RETRYABLE = new Set([408, 409, 425, 429]);

const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** What tells one upload from another: its address and each file's name, size and date. */
function signatureOf(url: string, form: FormData): string {
  const parts = [...form.entries()].map(([field, value]) =>
    typeof value === 'string' ? `${field}=${value}` : `${field}:${value.name}:${value.size}:${value.lastModified}`,
  );
  return `POST ${url} ${parts.join(' ')}`;
}

/**
 * POSTs `form` as multipart/form-data (the browser writes its boundary) with the operator's cookies and an
 * Idempotency-Key. Answers the parsed JSON and throws HttpError for any non-OK status, as apiRequest does.
 */
export async function apiUpload<T>(url: string, form: FormData): Promise<T> {
  const signature = signatureOf(url, form);
  const key = unansweredUploads.get(signature) ?? newKey();
  unansweredUploads.set(signature, key);
  const response = await fetch(url, { method: 'POST', credentials: 'include', cache: 'no-cache', headers: { 'Idempotency-Key': key }, body: form });
  if (response.status < 500 && !RETRYABLE.has(response.status)) unansweredUploads.delete(signature);
  const text = await response.text();
  if (!response.ok) throw new HttpError(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : null) as T;
}
