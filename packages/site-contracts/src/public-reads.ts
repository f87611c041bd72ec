/**
 * What the service and the gateway in front of it agree on to answer public reads from memory, each keeping
 * its own copy of the answers.
 */

/** The operator's session cookie: a request carrying it (valid or not) is never answered from memory. */
export const SESSION_COOKIE = 'da_session';

/** True when a Cookie header carries the session cookie. */
export const carriesSession = (cookie: string | undefined): boolean => cookie?.includes(`${SESSION_COOKIE}=`) ?? false;

/** The request as a cache knows it: its path and its query parameters in sorted order. */
export function cacheKey(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const parameters = url
    .slice(start + 1)
    .split('&')
    .filter(Boolean)
    .sort();
  return parameters.length ? `${url.slice(0, start)}?${parameters.join('&')}` : url.slice(0, start);
}

/**
 * True when an If-None-Match header lists `etag`: compared weakly (RFC 9110, 13.1.2), since the gateway weakens
 * the tag of an answer it compresses and the browser sends that one back.
 */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  return ifNoneMatch.split(',').some((tag) => bare(tag.trim()) === bare(etag));
}

/**
 * Where a service process tells the gateway of every change to what its public reads answer, as server-sent
 * events: one message when the stream opens and one at each change, each saying whether public reads may be
 * answered from memory now (false while the service itself does not hear every write). It is not under `/api`,
 * so the gateway never passes it on to a visitor.
 */
export const PUBLIC_READ_CHANGES_PATH = '/internal/public-read-changes';

/** One message of the stream (its server-sent event's `id` is `change`). */
export interface PublicReadChange {
  serving: boolean;
  /**
   * The primary database's WAL position (`pg_lsn` text, e.g. `0/3000148`) taken after the change was announced, so at
   * or past its commit: a read from a replica that has replayed it sees the change. Absent while not serving.
   */
  position?: string;
  /** The id of the newest change of the service's change log (a bigint, as text). Absent while not serving. */
  change?: string;
  /**
   * On the first message of a stream opened with `Last-Event-ID` (the last change the gateway heard): true when no
   * change came since, so what the gateway kept is still the answer.
   */
  resumed?: boolean;
}

/**
 * A WAL position between the gateway and the service: on a request, the newest change the answer must show (the
 * service reads from a replica only once the replica has replayed it, else from the primary); on a write's answer,
 * the primary's position after its commit, so the gateway asks its next reads to show the write.
 */
export const DATABASE_POSITION_HEADER = 'database-position';

/**
 * On a write's answer: the write changed what public reads show, committed and announced (a download counted at
 * once). The gateway drops what it keeps before passing the answer on, as for the operator's writes.
 */
export const PUBLIC_READS_CHANGED_HEADER = 'public-reads-changed';

/** A `pg_lsn` text (`X/Y`, two hexadecimal halves) as one number, or undefined when it is not one. */
export function walPosition(text: string | undefined): bigint | undefined {
  const match = text === undefined ? null : /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text.trim());
  return match ? (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`) : undefined;
}

/** The later of two WAL positions (either may be missing or not one). */
export function laterPosition(a: string | undefined, b: string | undefined): string | undefined {
  const [x, y] = [walPosition(a), walPosition(b)];
  if (x === undefined) return y === undefined ? undefined : b;
  return y !== undefined && y > x ? b : a;
}
