import type { PRIVACY_REQUEST_TYPES } from '@driveratlas/catalog';

/** The request types of spec 001, section 3, as the form names them. */
export const REQUEST_TYPE_LABELS: Record<(typeof PRIVACY_REQUEST_TYPES)[number], string> = {
  know: 'Right to Know (what data we hold about me)',
  delete: 'Right to Delete my data',
  correct: 'Right to Correct inaccurate data',
  portability: 'Right to Data Portability (a copy of my data)',
  'opt-out-ads': 'Opt out of targeted advertising',
  'opt-out-sale': 'Opt out of the sale or sharing of my data',
  'opt-out-profiling': 'Opt out of profiling',
  other: 'Other privacy request',
};
