import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource, EntityManager } from 'typeorm';
import { AccessToken, AccessTokens, type IssuedToken } from '../../platform/access-tokens';
import { Write, writer } from '../../platform/database/write-transaction';
import type {
  CreatePartnerKeyDto,
  PartnerKeyDto,
  PartnerKeyQuota,
  PartnerKeySecretDto,
  PartnerKeyUsageCountDto,
  UpdatePartnerKeyDto,
} from './dto/partner-keys.dto';
import { presentedPartnerSecret } from './partner-secret';

const KIND = 'partner-key';
const USAGE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const UNKNOWN = 'This API key is unknown or was revoked.';

type Usage = Pick<PartnerKeyDto, 'lastUsedAt' | 'usage'>;
const view = ({ id, name, quotaPerMinute, createdAt, rotatedAt, revokedAt }: AccessToken, usage: Usage): PartnerKeyDto => ({
  id,
  name,
  quotaPerMinute: quotaPerMinute!,
  createdAt,
  rotatedAt,
  revokedAt,
  ...usage,
});
const shownOnce = ({ token: { id, name, quotaPerMinute }, secret }: IssuedToken): PartnerKeySecretDto => ({
  id,
  name,
  quotaPerMinute: quotaPerMinute!,
  secret,
});

/**
 * The partners' API keys: access tokens (access-tokens/) scoped by a quota at the gateway, with their requests per
 * day. `fromRequest` resolves the key a request presents, for the calls a key's owner makes.
 */
@Injectable()
export class PartnerKeys {
  constructor(
    private readonly tokens: AccessTokens,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * The key the request presents (`Authorization: Bearer dak_…` or `X-Api-Key`): undefined when it presents none,
   * 401 when it is malformed, unknown or revoked.
   */
  async fromRequest(req: Pick<Request, 'get'>): Promise<AccessToken | undefined> {
    const secret = presentedPartnerSecret(req);
    if (secret === undefined) return undefined;
    const key = await this.tokens.bySecret(KIND, secret);
    if (!key) throw new UnauthorizedException(UNKNOWN);
    return key;
  }

  /** A live key's id and quota by the SHA-256 of its secret, for the gateway; null for an unknown or revoked one. */
  async quotaOf(sha256: string): Promise<PartnerKeyQuota | null> {
    const key = await this.tokens.byHash(KIND, sha256);
    return key && { id: key.id, quotaPerMinute: key.quotaPerMinute! };
  }

  @Write()
  async create(input: CreatePartnerKeyDto): Promise<PartnerKeySecretDto> {
    return shownOnce(await this.tokens.issue(KIND, { name: input.name.trim(), quotaPerMinute: input.quotaPerMinute }));
  }

  /** Every key, newest first, without secrets, with its requests per day over the last 30 days. */
  list(): Promise<PartnerKeyDto[]> {
    return this.listed(this.dataSource.manager);
  }

  @Write()
  async update(id: number, input: UpdatePartnerKeyDto): Promise<PartnerKeyDto> {
    return this.viewOf(await this.tokens.change(KIND, id, { name: input.name?.trim(), quotaPerMinute: input.quotaPerMinute }));
  }

  /** A new secret: the old one is refused from now on. */
  @Write()
  async rotate(id: number): Promise<PartnerKeySecretDto> {
    return shownOnce(await this.tokens.rotate(KIND, id));
  }

  @Write()
  async revoke(id: number): Promise<PartnerKeyDto> {
    return this.viewOf(await this.tokens.revoke(KIND, id));
  }

  /** Adds a gateway's counts of keys' requests (each gateway sends only its own, so replicas add up). */
  async recordUsage(counts: PartnerKeyUsageCountDto[]): Promise<void> {
    for (const count of counts) {
      await this.dataSource.query(
        `INSERT INTO partner_key_usage ("keyId", "day", "requests", "lastUsedAt")
         SELECT id, $2::date, $3, $4 FROM access_tokens WHERE kind = '${KIND}' AND "secretHash" = $1
         ON CONFLICT ("keyId", "day") DO UPDATE SET "requests" = partner_key_usage."requests" + excluded."requests",
           "lastUsedAt" = greatest(partner_key_usage."lastUsedAt", excluded."lastUsedAt")`,
        [count.sha256, count.day, count.requests, count.lastUsedAt],
      );
    }
  }

  /** The keys (one, or all newest first) as listed, read by `manager` (a write's, to see what it wrote). */
  private async listed(manager: EntityManager, id?: number): Promise<PartnerKeyDto[]> {
    const usage = await manager.query<{ keyId: number; day: string; requests: number; last: Date }[]>(
      `SELECT "keyId", to_char("day", 'YYYY-MM-DD') AS day, "requests", max("lastUsedAt") OVER (PARTITION BY "keyId") AS last
         FROM partner_key_usage WHERE ($1::int IS NULL OR "keyId" = $1) ORDER BY "day"`,
      [id ?? null],
    );
    const since = new Date(Date.now() - USAGE_DAYS * DAY_MS).toISOString().slice(0, 10);
    const keys = await manager.getRepository(AccessToken).find({ where: id === undefined ? { kind: KIND } : { kind: KIND, id }, order: { id: 'DESC' } });
    return keys.map((key) => {
      const own = usage.filter((row) => row.keyId === key.id);
      const recent = own.filter((row) => row.day > since).map(({ day, requests }) => ({ day, requests }));
      return view(key, { lastUsedAt: own[0]?.last ?? null, usage: recent });
    });
  }

  private async viewOf(key: AccessToken): Promise<PartnerKeyDto> {
    return (await this.listed(writer(), key.id))[0];
  }
}
