import type { EntityManager } from 'typeorm';

/**
 * Records, in the change's own transaction (`manager`), the keys the CDN must purge once it commits: a change committed
 * always has its purge, one rolled back never does, and the write does not wait on the CDN (CdnPurgeWorker sends it).
 */
export async function recordPurge(manager: EntityManager, keys: string[]): Promise<void> {
  if (keys.length) await manager.query(`INSERT INTO cdn_purges (keys) VALUES ($1)`, [[...new Set(keys)]]);
}
