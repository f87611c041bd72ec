import { PRIVACY_REQUEST_RETENTION_YEARS } from './forms';

/** How long a record is kept, counted from when it was stored, in calendar units (PostgreSQL reads `3 years` as an interval). */
export interface RetentionPeriod {
  amount: number;
  unit: 'days' | 'months' | 'years';
}

/** What happens when the period ends: the record is deleted, or the fields named (column: what a reader calls it) are cleared and the rest kept. */
export type RetentionEnd = { action: 'delete' } | { action: 'clear'; fields: Readonly<Record<string, string>> };

export const RETENTION_KINDS = ['download-records', 'contact-messages', 'privacy-requests', 'consent-records', 'sign-in-attempts'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

export interface RetentionRule {
  kind: RetentionKind;
  /** The kind's name in the admin Overview. */
  label: string;
  period: RetentionPeriod;
  end: RetentionEnd;
}

/**
 * The retention table: every kind of record the service stores about visitors, how long it is kept and what happens
 * then. The service enforces it (`services/src/platform/retention`), the privacy policy and the rights-request form print it, and
 * the admin Overview shows its runs; a period is written here and nowhere else.
 */
export const RETENTION: readonly RetentionRule[] = [
  {
    kind: 'download-records',
    label: 'Download records',
    period: { amount: 90, unit: 'days' },
    // The driver or printer model, the time and the category stay: the download totals count them.
    end: { action: 'clear', fields: { ipAddress: 'IP address', userAgent: 'browser string' } },
  },
  { kind: 'contact-messages', label: 'Contact messages', period: { amount: 3, unit: 'years' }, end: { action: 'delete' } },
  {
    kind: 'privacy-requests',
    label: 'Privacy requests',
    period: { amount: PRIVACY_REQUEST_RETENTION_YEARS, unit: 'years' },
    end: { action: 'delete' },
  },
  { kind: 'consent-records', label: 'Proof-of-consent records', period: { amount: 3, unit: 'years' }, end: { action: 'delete' } },
  // A failed sign-in's address limits guessing for a minute (auth.service.ts); a day covers that and an inquiry into an attack.
  { kind: 'sign-in-attempts', label: 'Failed sign-ins', period: { amount: 1, unit: 'days' }, end: { action: 'delete' } },
];

/** The rule of one kind of record. */
export function retentionRule(kind: RetentionKind): RetentionRule {
  const rule = RETENTION.find((r) => r.kind === kind);
  if (!rule) throw new Error(`The retention table has no ${kind}.`);
  return rule;
}

/** "90 days", "1 year": the period as the texts print it. */
export function retentionPeriodText({ amount, unit }: RetentionPeriod): string {
  return `${amount} ${amount === 1 ? unit.slice(0, -1) : unit}`;
}

/** "deleted", "IP address and browser string cleared": what the end of the period does, as the admin Overview says it. */
export function retentionEndText(end: RetentionEnd): string {
  if (end.action === 'delete') return 'deleted';
  return `${Object.values(end.fields).join(' and ')} cleared`;
}
