import type { Request } from 'express';
import { bearerOf, SECRET_PREFIXES } from '../../platform/access-tokens';

/**
 * The partner key a request presents (`Authorization: Bearer dak_…` or `X-Api-Key: dak_…`), or undefined when it
 * presents none; a release token (`Bearer drt_…`) or a session is not a partner key.
 */
export function presentedPartnerSecret(req: Pick<Request, 'get'>): string | undefined {
  const bearer = bearerOf(req);
  if (bearer?.startsWith(SECRET_PREFIXES['partner-key'])) return bearer;
  const header = req.get('X-Api-Key')?.trim();
  return header ? header : undefined;
}
