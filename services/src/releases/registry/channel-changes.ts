import type { EntityManager } from 'typeorm';
import { AuditEntry } from '../../platform/auth/audit/audit-entry.entity';
import type { ReleaseActor } from '../tokens/release-actor';
import { RemoteChannel } from './remote-channel.entity';

/** Records a change to the registry in the audit log, in the change's own transaction, naming who made it. */
export async function auditRelease(
  manager: EntityManager,
  action: string,
  remote: string,
  release: string | null,
  actor: ReleaseActor,
  note = '',
): Promise<void> {
  const target = `remote ${remote}${release ? ` release ${release}` : ''} (by ${actor.name}${note ? `; ${note}` : ''})`;
  await manager.insert(AuditEntry, { action, target, request: actor.request, sessionId: actor.sessionId });
}

/** Changes a remote's channel (locked first by lockChannel), saying when. */
export async function changeChannel(manager: EntityManager, remote: string, change: Partial<RemoteChannel>): Promise<void> {
  const channel = await manager.getRepository(RemoteChannel).findOneByOrFail({ remote });
  await manager.getRepository(RemoteChannel).save({ ...channel, ...change, changedAt: new Date() });
}

/** Locks a remote's channel for a change, making it first if the remote has none yet. */
export async function lockChannel(manager: EntityManager, remote: string): Promise<RemoteChannel> {
  const channels = manager.getRepository(RemoteChannel);
  const locked = () => channels.findOne({ where: { remote }, lock: { mode: 'pessimistic_write' } });
  const found = await locked();
  if (found) return found;
  await manager.createQueryBuilder().insert().into(RemoteChannel).values({ remote }).orIgnore().execute();
  return (await locked())!;
}
