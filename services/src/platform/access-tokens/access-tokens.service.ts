import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Write, writer } from '../database/write-transaction';
import { AccessToken, type TokenKind } from './access-token.entity';
import { hashSecret, isSecretOf, newSecret } from './token-secrets';

/** How answers name a token of each kind. */
const NAMED: Record<TokenKind, string> = { 'partner-key': 'partner key', 'release-token': 'release token' };

/** What a token is for: its name, and its kind's scope (a partner key's quota, a release token's remote). */
export type TokenScope = Pick<AccessToken, 'name'> & Partial<Pick<AccessToken, 'quotaPerMinute' | 'remote'>>;

/** A token with its secret, which only the answer that made or rotated it holds. */
export interface IssuedToken {
  token: AccessToken;
  secret: string;
}

/**
 * The one mechanism behind partner keys and release tokens: issued with a secret shown once and kept as its SHA-256,
 * looked up by the secret a request presents, rotated, revoked. Each feature gives its tokens' kind and scope.
 */
@Injectable()
export class AccessTokens {
  constructor(@InjectRepository(AccessToken) private readonly tokens: Repository<AccessToken>) {}

  @Write()
  async issue(kind: TokenKind, scope: TokenScope): Promise<IssuedToken> {
    const secret = newSecret(kind);
    const token = await writer()
      .getRepository(AccessToken)
      .save({ quotaPerMinute: null, remote: null, ...scope, kind, secretHash: hashSecret(secret) });
    return { token, secret };
  }

  /** The tokens of a kind, newest first. */
  list(kind: TokenKind): Promise<AccessToken[]> {
    return this.tokens.find({ where: { kind }, order: { id: 'DESC' } });
  }

  /** The live token of a kind a secret is, or null: unknown, revoked, or not written as that kind's secrets are. */
  async bySecret(kind: TokenKind, secret: string): Promise<AccessToken | null> {
    return isSecretOf(kind, secret) ? this.byHash(kind, hashSecret(secret)) : null;
  }

  /** The live token of a kind by the SHA-256 of its secret, or null. */
  async byHash(kind: TokenKind, sha256: string): Promise<AccessToken | null> {
    const token = await this.tokens.findOneBy({ kind, secretHash: sha256 });
    return token && !token.revokedAt ? token : null;
  }

  /** Changes a live token's name or scope. */
  @Write()
  async change(kind: TokenKind, id: number, change: Partial<TokenScope>): Promise<AccessToken> {
    const token = await this.live(kind, id);
    const given = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    return writer()
      .getRepository(AccessToken)
      .save({ ...token, ...given });
  }

  /** A new secret for a live token: the old one is refused from now on. */
  @Write()
  async rotate(kind: TokenKind, id: number): Promise<IssuedToken> {
    const token = await this.live(kind, id);
    const secret = newSecret(kind);
    const rotated = await writer()
      .getRepository(AccessToken)
      .save({ ...token, secretHash: hashSecret(secret), rotatedAt: new Date() });
    return { token: rotated, secret };
  }

  /** Refuses the token from now on; 409 when it already was. */
  @Write()
  async revoke(kind: TokenKind, id: number): Promise<AccessToken> {
    const token = await this.find(kind, id);
    if (token.revokedAt) throw new ConflictException(`The ${NAMED[kind]} "${token.name}" was already revoked.`);
    return writer()
      .getRepository(AccessToken)
      .save({ ...token, revokedAt: new Date() });
  }

  /** Notes a token's use (a quiet change: no public answer shows it). */
  @Write()
  async used(token: AccessToken): Promise<void> {
    await writer().getRepository(AccessToken).save({ id: token.id, lastUsedAt: new Date() });
  }

  /** The token of a kind, within the write's transaction; 404 when none has the id. */
  private async find(kind: TokenKind, id: number): Promise<AccessToken> {
    const token = await writer().getRepository(AccessToken).findOneBy({ kind, id });
    if (!token) throw new NotFoundException(`No ${NAMED[kind]} has this id.`);
    return token;
  }

  /** The token, as find(), and 409 when it was revoked. */
  private async live(kind: TokenKind, id: number): Promise<AccessToken> {
    const token = await this.find(kind, id);
    if (token.revokedAt) throw new ConflictException(`The ${NAMED[kind]} "${token.name}" was revoked.`);
    return token;
  }
}
