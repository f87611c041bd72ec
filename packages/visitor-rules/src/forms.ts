/** The fields, choices and messages of the visitor forms (spec 000 and 001, section 5), shared by the service and the pages. */

export const CONTACT_CATEGORIES = [
  { value: 'technical-support', label: 'Technical Support' },
  { value: 'driver-request', label: 'Driver Request' },
  { value: 'bug-report', label: 'Bug Report' },
  { value: 'feature-request', label: 'Feature Request' },
  { value: 'general-inquiry', label: 'General Inquiry' },
  { value: 'business', label: 'Business Inquiry' },
] as const;

export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  subject: 'Subject must be at least 5 characters',
  category: 'Please select a category',
  message: 'Message must be at least 10 characters',
} as const;

export const PRIVACY_REQUEST_STATES = [
  { value: 'California', label: 'California' },
  { value: 'Virginia', label: 'Virginia' },
  { value: 'Colorado', label: 'Colorado' },
  { value: 'Connecticut', label: 'Connecticut' },
  { value: 'Utah', label: 'Utah' },
  { value: 'Texas', label: 'Texas' },
  { value: 'Oregon', label: 'Oregon' },
  { value: 'Montana', label: 'Montana' },
  { value: 'Delaware', label: 'Delaware' },
  { value: 'Iowa', label: 'Iowa' },
  { value: 'Nebraska', label: 'Nebraska' },
  { value: 'New Hampshire', label: 'New Hampshire' },
  { value: 'New Jersey', label: 'New Jersey' },
  { value: 'Minnesota', label: 'Minnesota' },
  { value: 'Tennessee', label: 'Tennessee' },
  { value: 'Maryland', label: 'Maryland' },
  { value: 'other', label: 'Other State/Territory' },
] as const;

export const PRIVACY_REQUEST_TYPES = ['know', 'delete', 'correct', 'portability', 'opt-out-ads', 'opt-out-sale', 'opt-out-profiling', 'other'] as const;

/** The request types of spec 001, section 3, as the form and the admin dashboard name them. */
export const PRIVACY_REQUEST_TYPE_LABELS: Record<(typeof PRIVACY_REQUEST_TYPES)[number], string> = {
  know: 'Right to Know (what data we hold about me)',
  delete: 'Right to Delete my data',
  correct: 'Right to Correct inaccurate data',
  portability: 'Right to Data Portability (a copy of my data)',
  'opt-out-ads': 'Opt out of targeted advertising',
  'opt-out-sale': 'Opt out of the sale or sharing of my data',
  'opt-out-profiling': 'Opt out of profiling',
  other: 'Other privacy request',
};

/**
 * What a request does with the data stored for its e-mail address: hands it over as one JSON file, deletes it, or
 * shows it to the operator (who corrects it with the requester); the opt-outs and other requests concern none.
 */
export const PERSONAL_DATA_HANDLING: Partial<Record<(typeof PRIVACY_REQUEST_TYPES)[number], 'export' | 'deletion' | 'review'>> = {
  know: 'export',
  portability: 'export',
  delete: 'deletion',
  correct: 'review',
};

export const PRIVACY_REQUEST_MESSAGES = {
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  email: 'Please enter a valid email address',
  state: 'Please select your state',
  requestType: 'Please select a request type',
  description: 'Please provide more details about your request',
} as const;

/** Hours within which a privacy rights request's receipt is confirmed (spec 001, section 2.7). */
export const PRIVACY_REQUEST_CONFIRMATION_HOURS = 24;

/** Days within which a privacy rights request is answered. */
export const PRIVACY_REQUEST_DUE_DAYS = 30;

/** Days a complex privacy rights request may be extended to, once, with the reason told to the visitor. */
export const PRIVACY_REQUEST_EXTENDED_DUE_DAYS = 60;

/** Years a privacy rights request and its history are kept (spec 001, section 9). */
export const PRIVACY_REQUEST_RETENTION_YEARS = 3;

/** A privacy rights request's statuses; completed and denied are final. */
export const PRIVACY_REQUEST_STATUSES = ['received', 'verifying', 'in-progress', 'completed', 'denied'] as const;
export const PRIVACY_REQUEST_STATUS_LABELS: Record<(typeof PRIVACY_REQUEST_STATUSES)[number], string> = {
  received: 'Received',
  verifying: 'Verifying',
  'in-progress': 'In progress',
  completed: 'Completed',
  denied: 'Denied',
};
export const FINAL_PRIVACY_REQUEST_STATUSES: readonly string[] = ['completed', 'denied'];

/**
 * One field of a visitor form: its text is trimmed, then must be `minLength` to `maxLength` characters long, an e-mail
 * address, or one of `choices`; a field that is not `optional` must be given. `message` is the spec's text for a
 * field that breaks its rule. The pages (antd's rules) and the gateway (which answers the forms sent before the
 * scripts ran, or without them, with the page and these messages beside the fields) check the same rules; the
 * service's limits are the same numbers. The browser's own checks are left out (the forms are `noValidate`): its
 * bubble would stand in for the spec's messages.
 */
export interface FieldRule {
  message?: string;
  optional?: boolean;
  minLength?: number;
  maxLength?: number;
  email?: boolean;
  choices?: readonly string[];
}
export type FormRules = Record<string, FieldRule>;

/** Where the contact form posts (the gateway answers it) and where its page is. */
export const CONTACT_FORM_PATH = '/contact';

/** The contact form's rules (spec 000, section 5). */
export const CONTACT_RULES = {
  name: { minLength: 2, maxLength: 100, message: CONTACT_MESSAGES.name },
  email: { email: true, maxLength: 254, message: CONTACT_MESSAGES.email },
  subject: { minLength: 5, maxLength: 200, message: CONTACT_MESSAGES.subject },
  category: { choices: CONTACT_CATEGORIES.map((c) => c.value), message: CONTACT_MESSAGES.category },
  message: { minLength: 10, maxLength: 5000, message: CONTACT_MESSAGES.message },
} as const satisfies FormRules;

/** Where the privacy rights request form posts (the gateway answers it) and where its page is. */
export const PRIVACY_REQUEST_FORM_PATH = '/consumer-rights';

/** The consumer rights page's section that holds the form, where the gateway sends the visitor once it is stored. */
export const PRIVACY_REQUEST_SECTION = 'submit-request';

/** The privacy rights request form's rules (spec 001, section 5). */
export const PRIVACY_REQUEST_RULES = {
  firstName: { minLength: 2, maxLength: 100, message: PRIVACY_REQUEST_MESSAGES.firstName },
  lastName: { minLength: 2, maxLength: 100, message: PRIVACY_REQUEST_MESSAGES.lastName },
  email: { email: true, maxLength: 254, message: PRIVACY_REQUEST_MESSAGES.email },
  phone: { optional: true, maxLength: 40 },
  state: { choices: PRIVACY_REQUEST_STATES.map((s) => s.value), message: PRIVACY_REQUEST_MESSAGES.state },
  requestType: { choices: PRIVACY_REQUEST_TYPES, message: PRIVACY_REQUEST_MESSAGES.requestType },
  description: { minLength: 10, maxLength: 5000, message: PRIVACY_REQUEST_MESSAGES.description },
} as const satisfies FormRules;

/** A privacy rights request's reference number, `PR-{year}-{id}`, as the service makes it. */
export const PRIVACY_REQUEST_REFERENCE = /^PR-\d{4}-\d{1,12}$/;

/** An e-mail address as the service takes it: a local part, an @ and a domain with a dot, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** What is wrong with `value` by `rule`: the message to show (or a generic one for a field without), or undefined. */
function fieldError(rule: FieldRule, value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  const wrong = rule.message ?? 'This field is not valid';
  if (!text) return rule.optional ? undefined : wrong;
  if (rule.minLength !== undefined && text.length < rule.minLength) return wrong;
  if (rule.maxLength !== undefined && text.length > rule.maxLength) return wrong;
  if (rule.email && !EMAIL.test(text)) return wrong;
  if (rule.choices && !rule.choices.includes(text)) return wrong;
  return undefined;
}

/**
 * A field's rule as a form library's check (antd's `validator`): settles when the value keeps the rule, and fails with
 * the message when it does not.
 */
export function ruleCheck(rule: FieldRule): (_rule: unknown, value: unknown) => Promise<void> {
  return async (_rule, value) => {
    const error = fieldError(rule, typeof value === 'string' ? value : undefined);
    if (error) throw new Error(error);
  };
}

/** The fields of `values` that break their rules, with the message each shows. */
export function formErrors<R extends FormRules>(rules: R, values: Partial<Record<string, string>>): Partial<Record<keyof R & string, string>> {
  const errors: Partial<Record<keyof R & string, string>> = {};
  for (const field of Object.keys(rules) as Array<keyof R & string>) {
    const error = fieldError(rules[field], values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The longest text a field's control takes (its `maxLength`, which stops typing there, and which antd's count shows). */
export function fieldLimit(rule: FieldRule): { maxLength?: number } {
  return rule.maxLength !== undefined && !rule.choices ? { maxLength: rule.maxLength } : {};
}

/**
 * A visitor form as the page's address gives it back: the values typed, the fields the gateway refused (`invalid`,
 * their names, comma-separated: the messages shown are the rules' own, never text from the address) and whether the
 * sending failed (`failed=1`). The gateway renders the form's page at such an address when it cannot take the form.
 */
export interface ReturnedForm<R extends FormRules> {
  values: Partial<Record<keyof R & string, string>>;
  errors: Partial<Record<keyof R & string, string>>;
  failed: boolean;
}

export function returnedForm<R extends FormRules>(rules: R, search: string): ReturnedForm<R> {
  const params = new URLSearchParams(search);
  const values: Partial<Record<keyof R & string, string>> = {};
  const errors: Partial<Record<keyof R & string, string>> = {};
  const invalid = (params.get('invalid') ?? '').split(',');
  for (const field of Object.keys(rules) as Array<keyof R & string>) {
    const value = params.get(field);
    if (value !== null) values[field] = value.slice(0, rules[field].maxLength ?? 5000);
    if (invalid.includes(field)) errors[field] = fieldError(rules[field], value ?? '') ?? rules[field].message;
  }
  return { values, errors, failed: params.get('failed') === '1' };
}

/** The address `returnedForm` reads: the page's path with the values, the refused fields and the failure. */
export function returnedFormAddress(path: string, values: Record<string, string>, invalid: string[], failed: boolean): string {
  const params = new URLSearchParams(values);
  if (invalid.length) params.set('invalid', invalid.join(','));
  if (failed) params.set('failed', '1');
  return `${path}?${params}`;
}

/** The gateway's messages of a given-back form, but those of the fields that have changed since. */
export function withoutChanged<E extends object>(errors: E, changed: object): E {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !(field in changed))) as E;
}
