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
