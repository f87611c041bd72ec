import 'reflect-metadata';
import type { WebhookEventType } from '@driveratlas/site-contracts';

export const CHANGE_KINDS = ['insert', 'update', 'delete'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** One row's change as an entity's event sees it: its state before (update, delete) and after (insert, update). */
export interface EntityChange<T> {
  kind: ChangeKind;
  before?: T;
  after?: T;
  /** What an update changed, column by column, quiet columns left out. */
  changes: Record<string, { from: unknown; to: unknown }>;
}

/** What a webhook event carries (its type and data), as partners receive it. */
export interface ChangeEvent {
  type: WebhookEventType;
  data: object;
}

/** What an entity says of its changes: declared once on the entity (`@Logged`), read by the write path for every change. */
export interface LoggedOptions<T> {
  /** The CDN keys of one state of a row (`catalogue` among them when lists across the catalogue show it): a change purges those of its states before and after. */
  keys: (state: T) => string[];
  /** Columns whose change alone is no change partners or the CDN hear of (a counter, a timestamp): the gateway's copy is still emptied. */
  quiet?: string[];
  /** The webhook event partners get for a change, if any. */
  event?: (change: EntityChange<T>) => ChangeEvent | null;
}

const LOGGED = Symbol('driveratlas:logged');

/**
 * Marks an entity whose rows public reads, the CDN's keys or webhooks depend on: every insert, update and delete of it
 * is appended to the change log by the write that makes it (change-subscriber.ts), with the keys and event declared here.
 */
export function Logged<T>(options: LoggedOptions<T>): ClassDecorator {
  return (target) => Reflect.defineMetadata(LOGGED, options, target);
}

/** What an entity class declared with @Logged, or undefined for an entity whose changes no one follows. */
export function loggedOptions<T>(target: unknown): LoggedOptions<T> | undefined {
  return typeof target === 'function' ? (Reflect.getMetadata(LOGGED, target) as LoggedOptions<T> | undefined) : undefined;
}
