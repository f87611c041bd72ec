import {
  CONSENT_CATEGORIES,
  CONSENT_FORM_PATH,
  CONSENT_POLICY_VERSION,
  CONSENT_PREFERENCES_PATH,
  CONSENT_PREFERENCES_SECTION,
  consentChoiceIn,
  consentCookie,
  type ConsentCategory,
  type CookieConsentChoice,
} from '@driveratlas/catalog';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { acceptedForm, formRateLimit, postToService, refuseForm, registerFormScope, returnPath, type SiteFormOptions } from './site-forms';

/** The banner's form is two or three short fields; anything longer is not it. */
const BODY_LIMIT = 4096;
const FIELDS = ['choice', 'return', ...CONSENT_CATEGORIES];

type Preferences = Record<ConsentCategory, boolean>;
const ALL: Preferences = { functional: true, analytics: true, advertising: true };
const NONE: Preferences = { functional: false, analytics: false, advertising: false };

/** What was chosen: Accept All, Reject All, or saved preferences (each category sent as `on` is on); customize asks for them. */
function chosen(fields: Map<string, string>): Preferences | 'customize' | string {
  const choice = fields.get('choice');
  const categories = CONSENT_CATEGORIES.filter((category) => fields.has(category));
  if (choice !== 'save' && categories.length) return `${categories.join(', ')} may be sent only with choice=save.`;
  switch (choice) {
    case 'accept-all':
      return ALL;
    case 'reject-all':
      return NONE;
    case 'customize':
      return 'customize';
    case 'save': {
      const wrong = categories.find((category) => fields.get(category) !== 'on');
      if (wrong) return `${wrong} is on when sent as "on", and off when not sent.`;
      return Object.fromEntries(CONSENT_CATEGORIES.map((category) => [category, fields.has(category)])) as Preferences;
    }
    default:
      return 'choice must be accept-all, reject-all, customize or save.';
  }
}

/**
 * POST CONSENT_FORM_PATH: the consent banner's form, for a choice made before the page's scripts have run or without
 * them. The choice (necessary only with Global Privacy Control, whatever was pressed) is recorded by the service as
 * the browser records it, the consent-decided cookie carries it to the browser's store, and 303 sends the visitor back
 * to the page, which comes without the banner. No session or token: it sets only the visitor's own cookie and records an
 * anonymous choice; SameSite=Lax cookies and the refusal of other sites' posts keep other sites from making it.
 */
export async function registerConsentForm(app: FastifyInstance, options: SiteFormOptions): Promise<void> {
  await registerFormScope(app, BODY_LIMIT, (scope) =>
    scope.post(CONSENT_FORM_PATH, formRateLimit(options), (request, reply) => answer(request, reply, options)),
  );
}

async function answer(request: FastifyRequest, reply: FastifyReply, options: SiteFormOptions): Promise<FastifyReply> {
  const fields = acceptedForm(request, reply, options, FIELDS);
  if (!fields) return reply;
  const refuse = (status: number, message: string) => refuseForm(reply, status, message);
  const back = returnPath(fields.get('return'));
  if (back === null) return refuse(400, 'return must be a path of this site, starting with a single "/".');
  const preferences = chosen(fields);
  if (typeof preferences === 'string' && preferences !== 'customize') return refuse(400, preferences);
  if (preferences === 'customize') {
    const to = `${CONSENT_PREFERENCES_PATH}?${new URLSearchParams({ return: back })}#${CONSENT_PREFERENCES_SECTION}`;
    return reply.code(303).header('Location', to).send();
  }

  const gpc = request.headers['sec-gpc'] === '1';
  const previous = consentChoiceIn(request.headers.cookie ?? '');
  const choice: CookieConsentChoice = {
    policyVersion: CONSENT_POLICY_VERSION,
    ...(gpc ? NONE : preferences),
    consentId: previous?.consentId ?? randomUUID(),
    decidedAt: new Date().toISOString(),
  };
  await record(request, choice, gpc, options);
  return reply
    .code(303)
    .header('Set-Cookie', consentCookie(choice, { secure: request.protocol === 'https' }))
    .header('Location', back)
    .send();
}

/**
 * The proof of consent, as the browser sends it (POST /api/consent-records): the random id, the categories, the policy
 * version, the GPC flag. As in the browser, a failure costs the visitor nothing: the choice holds, the failure is logged.
 */
async function record(request: FastifyRequest, choice: CookieConsentChoice, gpc: boolean, options: SiteFormOptions): Promise<void> {
  const { consentId, functional, analytics, advertising, policyVersion } = choice;
  try {
    const body = { consentId, functional, analytics, advertising, policyVersion, gpc };
    const response = await postToService(request, options, '/api/consent-records', body, gpc ? { 'sec-gpc': '1' } : {});
    if (!response.ok) throw new Error(`the service answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  } catch (error) {
    request.log.warn({ err: error }, 'The consent choice could not be recorded');
  }
}
