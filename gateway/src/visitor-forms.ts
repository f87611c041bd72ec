import {
  CONTACT_FORM_PATH,
  CONTACT_RULES,
  formErrors,
  PRIVACY_REQUEST_FORM_PATH,
  PRIVACY_REQUEST_REFERENCE,
  PRIVACY_REQUEST_RULES,
  PRIVACY_REQUEST_SECTION,
  returnedFormAddress,
  type FormRules,
} from '@driveratlas/catalog';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedForm, formRateLimit, postToService, refuseForm, registerFormScope, type SiteFormOptions } from './site-forms';

/** The longest form: 5,000 characters of text (9 bytes each at most, urlencoded) and a few short fields. */
const BODY_LIMIT = 64 * 1024;

type Values<R extends FormRules> = Record<keyof R & string, string>;

/** A visitor form the gateway answers: its page (where it posts), its rules, and the service's endpoint that stores it. */
interface VisitorForm<R extends FormRules> {
  path: string;
  rules: R;
  endpoint: string;
  /** The JSON the page's script sends, from the form's trimmed values. */
  body(values: Values<R>): object;
  /** The page that says the form was stored, from the service's answer; undefined when the answer is not one. */
  sentPage(answer: unknown): string | undefined;
}

const CONTACT: VisitorForm<typeof CONTACT_RULES> = {
  path: CONTACT_FORM_PATH,
  rules: CONTACT_RULES,
  endpoint: '/api/contact-messages',
  body: (values) => values,
  sentPage: () => `${CONTACT_FORM_PATH}?sent=1`,
};

const PRIVACY_REQUEST: VisitorForm<typeof PRIVACY_REQUEST_RULES> = {
  path: PRIVACY_REQUEST_FORM_PATH,
  rules: PRIVACY_REQUEST_RULES,
  endpoint: '/api/privacy-requests',
  body: ({ phone, ...values }) => ({ ...values, ...(phone ? { phone } : {}) }),
  // The page shows the reference number the address carries and the fixed deadlines, nothing read back from the
  // service: a guessed reference shows nobody's request.
  sentPage: (answer) => {
    const reference = (answer as { reference?: unknown } | null)?.reference;
    return typeof reference === 'string' && PRIVACY_REQUEST_REFERENCE.test(reference)
      ? `${PRIVACY_REQUEST_FORM_PATH}?request=${reference}#${PRIVACY_REQUEST_SECTION}`
      : undefined;
  },
};

export interface VisitorFormOptions extends SiteFormOptions {
  /**
   * Answers the page at `address` (a path and query the page reads) with `status`, rendered on the server and without
   * its scripts; false when it cannot be rendered.
   */
  renderPage(request: FastifyRequest, reply: FastifyReply, address: string, status: number): Promise<boolean>;
}

/**
 * POST CONTACT_FORM_PATH and PRIVACY_REQUEST_FORM_PATH: the contact form and the privacy rights request form, sent
 * before the page's scripts have run or without them. The gateway checks the fields by the rules the page's script
 * checks, stores the form through the service as the script does, and answers 303 to the page that says so.
 */
export async function registerVisitorForms(app: FastifyInstance, options: VisitorFormOptions): Promise<void> {
  await registerFormScope(app, BODY_LIMIT, (scope) => {
    for (const form of [CONTACT, PRIVACY_REQUEST] as Array<VisitorForm<FormRules>>) {
      scope.post(form.path, formRateLimit(options), (request, reply) => answer(form, request, reply, options));
    }
  });
}

async function answer<R extends FormRules>(form: VisitorForm<R>, request: FastifyRequest, reply: FastifyReply, options: VisitorFormOptions) {
  const names = Object.keys(form.rules) as Array<keyof R & string>;
  const fields = acceptedForm(request, reply, options, names);
  if (!fields) return reply;
  const typed = Object.fromEntries(names.map((name) => [name, fields.get(name) ?? ''])) as Values<R>;
  const invalid = Object.keys(formErrors(form.rules, typed));
  if (invalid.length) return giveBack(form, request, reply, options, { typed, invalid, failed: false, status: 400 });

  const trimmed = Object.fromEntries(names.map((name) => [name, typed[name].trim()])) as Values<R>;
  // The key is the request's: a post the browser sends again is a new request, and the service's check of the body is the same as for the script's.
  const sent = await postToService(request, options, form.endpoint, form.body(trimmed), { 'idempotency-key': `"${request.id}"` }).then(
    async (response) => ({ status: response.status, answer: (await response.json().catch(() => null)) as unknown }),
    (error: unknown) => {
      request.log.warn({ err: error }, 'The form could not be sent to the service');
      return { status: 503, answer: null };
    },
  );
  const page = sent.status < 300 ? form.sentPage(sent.answer) : undefined;
  if (page) return reply.code(303).header('Location', page).send();
  // The service refused fields (its messages are the rules' own): they are shown beside the fields. Anything else
  // failed: the page says so and keeps the text.
  const messages = ([] as unknown[]).concat((sent.answer as { message?: unknown } | null)?.message ?? []);
  const refused = sent.status === 400 ? names.filter((name) => form.rules[name].message && messages.includes(form.rules[name].message)) : [];
  if (!refused.length) request.log.warn({ status: sent.status }, 'The service did not store the form');
  const status = sent.status === 400 ? 400 : sent.status >= 500 || sent.status < 400 ? 502 : sent.status;
  return giveBack(form, request, reply, options, { typed, invalid: refused, failed: !refused.length, status });
}

/**
 * A form that could not be stored is given back: its page, rendered here as the answer to the post, with what was
 * typed in the fields, the rules' messages beside the refused ones, or the failure said. This keeps everything the
 * visitor typed whatever its length (5,000 characters of text can be 45 kB once in an address, past what servers
 * and proxies take in a request line, so a 303 to an address carrying the values could lose it), and keeps it out
 * of addresses, which access logs and the browser's history keep. The page is answered without its scripts: the
 * address it was rendered at is not the browser's (the post's), which its router would read; the form works without
 * them and the next page has them again.
 */
async function giveBack<R extends FormRules>(
  form: VisitorForm<R>,
  request: FastifyRequest,
  reply: FastifyReply,
  options: VisitorFormOptions,
  { typed, invalid, failed, status }: { typed: Values<R>; invalid: string[]; failed: boolean; status: number },
): Promise<FastifyReply> {
  const address = returnedFormAddress(form.path, typed, invalid, failed);
  try {
    if (await options.renderPage(request, reply, address, status)) return reply;
  } catch (error) {
    request.log.warn({ err: error }, 'The form could not be given back in its page');
  }
  const reason = invalid.length
    ? `Check ${invalid.map((name) => form.rules[name].message ?? name).join('; ')}.`
    : 'The form could not be sent. Please try again or contact us directly.';
  return refuseForm(reply, status, reason);
}
