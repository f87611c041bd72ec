/**
 * The IETF rate-limit headers (draft-ietf-httpapi-ratelimit-headers, structured fields): `RateLimit-Policy` names the
 * quota a request is counted against (q requests in w seconds), `RateLimit` what is left of it (r) and the seconds
 * until the window starts again (t).
 */
export interface RateLimitState {
  /** The policy's name: "default" for an address, "partner" for an API key. */
  policy: string;
  quota: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
}

export const policyHeader = ({ policy, quota, windowSeconds }: RateLimitState): string => `"${policy}";q=${quota};w=${windowSeconds}`;

export const limitHeader = ({ policy, remaining, resetSeconds }: RateLimitState): string =>
  `"${policy}";r=${Math.max(0, remaining)};t=${Math.max(0, resetSeconds)}`;

/** Sets both headers on an answer, and Retry-After on a refusal. */
export function setRateLimitHeaders(reply: { header(name: string, value: string): unknown }, state: RateLimitState, refused = false): void {
  reply.header('RateLimit-Policy', policyHeader(state));
  reply.header('RateLimit', limitHeader(state));
  if (refused) reply.header('Retry-After', String(Math.max(1, state.resetSeconds)));
}
