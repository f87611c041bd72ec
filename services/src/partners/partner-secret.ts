import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { hashSecret } from '../remote-releases/release-actor';

/** A partner key's secret: `dak_` and 43 base64url characters (32 random bytes). */
export const PARTNER_SECRET = /^dak_[\w-]{43}$/;
const PREFIX = 'dak_';

export const newPartnerSecret = (): string => PREFIX + randomBytes(32).toString('base64url');
/** As a key's secret is kept and looked up: its SHA-256, hex (the secret is random, so no slow hash is needed). */
export const hashPartnerSecret = hashSecret;

/**
 * The partner key a request presents (`Authorization: Bearer dak_…` or `X-Api-Key: dak_…`), or undefined when it
 * presents none; a release token (`Bearer drt_…`) or a session is not a partner key.
 */
export function presentedPartnerSecret(req: Pick<Request, 'get'>): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.get('Authorization') ?? '')?.[1];
  if (bearer?.startsWith(PREFIX)) return bearer;
  const header = req.get('X-Api-Key')?.trim();
  return header ? header : undefined;
}
