import type { ApiClient } from '@driveratlas/api-client';
import { formErrors, returnedFormAddress, type FormRules } from '@driveratlas/visitor-rules';
import type { ActionAnswer, ActionInput, RouteAction } from './route-actions';

/** The longest visitor form: 5,000 characters of text (9 bytes each at most, urlencoded) and a few short fields. */
const VISITOR_FORM_BYTES = 64 * 1024;
const SITE_PATH_LIMIT = 2048;

/**
 * A path of this site to send the visitor to: one `/`, then no second `/` or `\` that would make it another host's, of
 * printable characters. Absent: the home page. Anything else: null, refused.
 */
export function sitePath(value: string | undefined): string | null {
  if (value === undefined || value === '') return '/';
  if (value.length > SITE_PATH_LIMIT || !/^\/(?![/\\])[\x21-\x7e]*$/.test(value) || value.includes('\\')) return null;
  // What the browser will make of it must be a path of this site.
  const url = new URL(value, 'https://site.invalid');
  return url.origin === 'https://site.invalid' ? `${url.pathname}${url.search}` : null;
}

type Values<R extends FormRules> = Record<keyof R & string, string>;

/** What the service answered a write (an openapi-fetch result). */
interface Sent {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** A visitor form its route answers: its page (where it posts), its rules, and how the service stores it. */
export interface VisitorForm<R extends FormRules> {
  path: string;
  rules: R;
  /** Stores the form's trimmed values through the service as the page's script does, with this Idempotency-Key. */
  send(api: ApiClient, values: Values<R>, idempotencyKey: string): Promise<Sent>;
  /** The page that says the form was stored, from the service's answer; undefined when the answer is not one. */
  sentPage(answer: unknown): string | undefined;
}

/**
 * The action of a visitor form (the contact form, the privacy rights request) sent before the page's scripts have run
 * or without them: it checks the fields by the rules the page's script checks, stores the form through the service as
 * the script does, and sends the visitor to the page that says so (303).
 */
export function visitorFormAction<R extends FormRules>(form: VisitorForm<R>): RouteAction {
  return { path: form.path, form: { fields: Object.keys(form.rules), maxBytes: VISITOR_FORM_BYTES }, run: (input) => answer(form, input) };
}

async function answer<R extends FormRules>(form: VisitorForm<R>, { fields, visit, api, warn }: ActionInput): Promise<ActionAnswer> {
  const names = Object.keys(form.rules) as Array<keyof R & string>;
  const typed = Object.fromEntries(names.map((name) => [name, fields.get(name) ?? ''])) as Values<R>;
  const invalid = Object.keys(formErrors(form.rules, typed));
  if (invalid.length) return giveBack(form, { typed, invalid, failed: false, status: 400 });

  const trimmed = Object.fromEntries(names.map((name) => [name, typed[name].trim()])) as Values<R>;
  // The key is the request's: a post the browser sends again is a new request, and the service's check of the body is the same as for the script's.
  const sent = await form.send(api, trimmed, `"${visit.requestId}"`).then(
    ({ data, error, response }) => ({ status: response.status, answer: data ?? error ?? null }),
    (error: unknown) => {
      warn('The form could not be sent to the service', error);
      return { status: 503, answer: null };
    },
  );
  const page = sent.status < 300 ? form.sentPage(sent.answer) : undefined;
  if (page) return { redirect: page };
  // The service refused fields (its messages are the rules' own): they are shown beside the fields. Anything else
  // failed: the page says so and keeps the text.
  const messages = ([] as unknown[]).concat((sent.answer as { message?: unknown } | null)?.message ?? []);
  const refused = sent.status === 400 ? names.filter((name) => form.rules[name].message && messages.includes(form.rules[name].message)) : [];
  if (!refused.length) warn(`The service did not store the form (${sent.status})`);
  const status = sent.status === 400 ? 400 : sent.status >= 500 || sent.status < 400 ? 502 : sent.status;
  return giveBack(form, { typed, invalid: refused, failed: !refused.length, status });
}

/**
 * A form that could not be stored is given back: its page, rendered as the answer to the post, with what was typed in
 * the fields, the rules' messages beside the refused ones, or the failure said. This keeps everything the visitor typed
 * whatever its length (5,000 characters of text can be 45 kB once in an address, past what servers and proxies take in
 * a request line, so a 303 to an address carrying the values could lose it), and keeps it out of addresses, which
 * access logs and the browser's history keep.
 */
function giveBack<R extends FormRules>(
  form: VisitorForm<R>,
  { typed, invalid, failed, status }: { typed: Values<R>; invalid: string[]; failed: boolean; status: number },
): ActionAnswer {
  const message = invalid.length
    ? `Check ${invalid.map((name) => form.rules[name].message ?? name).join('; ')}.`
    : 'The form could not be sent. Please try again or contact us directly.';
  return { page: returnedFormAddress(form.path, typed, invalid, failed), status, message };
}
