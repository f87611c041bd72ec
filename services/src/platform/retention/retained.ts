import 'reflect-metadata';
import type { RetentionKind } from '@driveratlas/visitor-rules';

const RETAINED = Symbol('driveratlas:retained');

/** What an entity says of how long its rows are kept: the kind of record it is in the retention table, and the column its period counts from. */
export interface RetainedOptions {
  kind: RetentionKind;
  since: string;
}

/**
 * Marks an entity as the store of one kind of record in the retention table (`packages/visitor-rules`): the context that owns
 * the records declares it beside them, and the retention purge (./retention.service.ts) finds it in the entities'
 * metadata, knowing no context's tables.
 */
export function Retained(kind: RetentionKind, since: string): ClassDecorator {
  return (target) => Reflect.defineMetadata(RETAINED, { kind, since } satisfies RetainedOptions, target);
}

/** What an entity class declared with @Retained, or undefined for one the retention table does not cover. */
export function retainedOptions(target: unknown): RetainedOptions | undefined {
  return typeof target === 'function' ? (Reflect.getMetadata(RETAINED, target) as RetainedOptions | undefined) : undefined;
}
