import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { TokenKind } from './access-token.entity';

/** How a token's secret starts, by its kind: a partner key `dak_…`, a release token `drt_…`. */
/**
 * The OpenAPI security schemes a token of each kind is presented by: a release token as a bearer token, a partner key
 * as one or in the X-Api-Key header. The document declares them (platform/openapi); each kind's calls name theirs.
 */
export const TOKEN_SECURITY = {
  'partner-key': { bearer: 'partnerKey', header: 'partnerKeyHeader' },
  'release-token': { bearer: 'releaseToken' },
} as const satisfies Record<TokenKind, { bearer: string; header?: string }>;

export const SECRET_PREFIXES: Record<TokenKind, string> = { 'partner-key': 'dak_', 'release-token': 'drt_' };

/** A new secret: its kind's prefix and 32 random bytes (43 base64url characters). */
export const newSecret = (kind: TokenKind): string => SECRET_PREFIXES[kind] + randomBytes(32).toString('base64url');

/** Whether `secret` is written as a secret of `kind` is: its prefix and 43 base64url characters. */
export const isSecretOf = (kind: TokenKind, secret: string): boolean => secret.startsWith(SECRET_PREFIXES[kind]) && /^[a-z]{3}_[\w-]{43}$/.test(secret);

/** How a secret is kept and looked up: its SHA-256, hex (the secret is random, so no slow hash is needed). */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** The token a request sends as `Authorization: Bearer …`, if any. */
export const bearerOf = (req: Pick<Request, 'get'>): string | undefined => /^Bearer\s+(\S+)$/i.exec(req.get('Authorization') ?? '')?.[1];
