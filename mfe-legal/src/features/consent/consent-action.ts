import {
  CONSENT_CATEGORIES,
  CONSENT_FORM_PATH,
  CONSENT_POLICY_VERSION,
  CONSENT_PREFERENCES_PATH,
  CONSENT_PREFERENCES_SECTION,
  CONSENT_WITHDRAWN,
  consentChoiceIn,
  consentCookie,
  type ConsentCategory,
  type CookieConsentChoice,
} from '@driveratlas/visitor-rules';
import { sitePath, type ActionInput, type RouteAction } from '@driveratlas/site-contracts';

type Preferences = Record<ConsentCategory, boolean>;
const ALL: Preferences = { functional: true, analytics: true, advertising: true };
const NONE: Preferences = { functional: false, analytics: false, advertising: false };

/**
 * What was chosen: Accept All, Reject All, or saved preferences (each category sent as `on` is on); customize asks for
 * them, withdraw (Update Cookie Preferences) forgets the choice so the banner asks again; `refused`: why it is not one.
 */
function chosen(fields: ReadonlyMap<string, string>): Preferences | 'customize' | 'withdraw' | { refused: string } {
  const choice = fields.get('choice');
  const categories = CONSENT_CATEGORIES.filter((category) => fields.has(category));
  if (choice !== 'save' && categories.length) return { refused: `${categories.join(', ')} may be sent only with choice=save.` };
  switch (choice) {
    case 'accept-all':
      return ALL;
    case 'reject-all':
      return NONE;
    case 'customize':
    case 'withdraw':
      return choice;
    case 'save': {
      const wrong = categories.find((category) => fields.get(category) !== 'on');
      if (wrong) return { refused: `${wrong} is on when sent as "on", and off when not sent.` };
      return Object.fromEntries(CONSENT_CATEGORIES.map((category) => [category, fields.has(category)])) as Preferences;
    }
    default:
      return { refused: 'choice must be accept-all, reject-all, customize, save or withdraw.' };
  }
}

/**
 * POST /privacy-choices: the consent banner's form, for a choice made before the page's scripts have run or without
 * them. The choice (necessary only with Global Privacy Control, whatever was pressed) is recorded by the service as the
 * browser records it, the consent-decided cookie carries it to the browser's store, and 303 sends the visitor back to
 * the page, which comes without the banner. The cookie policy's Update Cookie Preferences posts here too: the cookie
 * then says the choice is withdrawn, and the page comes back with the banner. No session or token: it sets only the
 * visitor's own cookie and records an anonymous choice; SameSite=Lax cookies and the gateway's refusal of other sites'
 * posts keep other sites from making it.
 */
export const consentAction: RouteAction = {
  path: CONSENT_FORM_PATH,
  // The banner's form is two or three short fields; anything longer is not it.
  form: { fields: ['choice', 'return', ...CONSENT_CATEGORIES], maxBytes: 4096 },
  async run(input) {
    const { fields, visit } = input;
    const back = sitePath(fields.get('return'));
    if (back === null) return { refuse: 400, message: 'return must be a path of this site, starting with a single "/".' };
    const preferences = chosen(fields);
    if (typeof preferences === 'object' && 'refused' in preferences) return { refuse: 400, message: preferences.refused };
    if (preferences === 'customize') return { redirect: `${CONSENT_PREFERENCES_PATH}?${new URLSearchParams({ return: back })}#${CONSENT_PREFERENCES_SECTION}` };
    const secure = visit.secure;
    // Nothing to record: the proof of the choice stays, and the next choice is recorded with a new consent id.
    if (preferences === 'withdraw') return { redirect: back, cookies: [consentCookie(CONSENT_WITHDRAWN, { secure })] };
    const choice: CookieConsentChoice = {
      policyVersion: CONSENT_POLICY_VERSION,
      ...(visit.gpc ? NONE : preferences),
      consentId: consentChoiceIn(visit.cookie)?.consentId ?? crypto.randomUUID(),
      decidedAt: new Date().toISOString(),
    };
    await record(input, choice);
    return { redirect: back, cookies: [consentCookie(choice, { secure })] };
  },
};

/**
 * The proof of consent, as the browser sends it: the random id, the categories, the policy version, the GPC flag. As in
 * the browser, a failure costs the visitor nothing: the choice holds, the failure is told.
 */
async function record({ api, visit, warn }: ActionInput, { consentId, functional, analytics, advertising, policyVersion }: CookieConsentChoice): Promise<void> {
  try {
    const { response, error } = await api.POST('/api/consent-records', {
      body: { consentId, functional, analytics, advertising, policyVersion, gpc: visit.gpc },
    });
    if (!response.ok) throw new Error(`the service answered ${response.status}: ${JSON.stringify(error).slice(0, 200)}`);
  } catch (error) {
    warn('The consent choice could not be recorded', error);
  }
}
