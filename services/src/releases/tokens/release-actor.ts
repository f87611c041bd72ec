import type { Request } from 'express';
import { sessionIdOf } from '../../platform/auth/audit/audit.interceptor';

/** Who acts on the registry: the signed-in operator, a team's release token, or the site itself (a canary dropped on its reports). */
export interface ReleaseActor {
  /** As releases and the audit log name it: "operator", `token:{name}` or "the site itself". */
  name: string;
  /** The remote a token may act on; none for the operator and the site. */
  remote?: string;
  /** The admin session's short id, for the audit log. */
  sessionId: string | null;
  /** The call, for the audit log: "PUT /api/admin/remote-releases/legal/active". */
  request: string;
}

export const OPERATOR = 'operator';
export const THE_SITE = 'the site itself';

type WithActor = Request & { releaseActor?: Pick<ReleaseActor, 'name' | 'remote'> };

export function setActorOf(req: Request, actor: Pick<ReleaseActor, 'name' | 'remote'>): void {
  (req as WithActor).releaseActor = actor;
}

/** The actor the release guard found for the request. */
export function actorOf(req: Request): ReleaseActor {
  const found = (req as WithActor).releaseActor ?? { name: OPERATOR };
  return { ...found, sessionId: sessionIdOf(req), request: `${req.method} ${req.originalUrl.split('?')[0]}` };
}
