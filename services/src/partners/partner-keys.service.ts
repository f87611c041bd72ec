import { ConflictException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { Write, writer } from '../database/write-transaction';
import type {
  CreatePartnerKeyDto,
  PartnerKeyDto,
  PartnerKeyQuota,
  PartnerKeySecretDto,
  PartnerKeyUsageCountDto,
  UpdatePartnerKeyDto,
} from './dto/partner-keys.dto';
import { PartnerKey } from './partner-key.entity';
import { hashPartnerSecret, newPartnerSecret, PARTNER_SECRET, presentedPartnerSecret } from './partner-secret';

const USAGE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const UNKNOWN = 'This API key is unknown or was revoked.';

type Usage = Pick<PartnerKeyDto, 'lastUsedAt' | 'usage'>;
const view = ({ id, name, quotaPerMinute, createdAt, rotatedAt, revokedAt }: PartnerKey, usage: Usage): PartnerKeyDto => ({
  id,
  name,
  quotaPerMinute,
  createdAt,
  rotatedAt,
  revokedAt,
  ...usage,
});
const shownOnce = ({ id, name, quotaPerMinute }: PartnerKey, secret: string): PartnerKeySecretDto => ({ id, name, quotaPerMinute, secret });

/**
 * The partners' API keys: each with its own quota at the gateway, its secret shown once and kept as its SHA-256.
 * `fromRequest` resolves the key a request presents, for the calls a key's owner makes.
 */
@Injectable()
export class PartnerKeys {
  constructor(
    @InjectRepository(PartnerKey) private readonly keys: Repository<PartnerKey>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * The key the request presents (`Authorization: Bearer dak_…` or `X-Api-Key`): undefined when it presents none,
   * 401 when it is malformed, unknown or revoked.
   */
  async fromRequest(req: Pick<Request, 'get'>): Promise<PartnerKey | undefined> {
    const secret = presentedPartnerSecret(req);
    if (secret === undefined) return undefined;
    const key = PARTNER_SECRET.test(secret) ? await this.keys.findOneBy({ secretHash: hashPartnerSecret(secret) }) : null;
    if (!key || key.revokedAt) throw new UnauthorizedException(UNKNOWN);
    return key;
  }

  /** A live key's id and quota by the SHA-256 of its secret, for the gateway; null for an unknown or revoked one. */
  async quotaOf(sha256: string): Promise<PartnerKeyQuota | null> {
    const key = await this.keys.findOneBy({ secretHash: sha256 });
    return key && !key.revokedAt ? { id: key.id, quotaPerMinute: key.quotaPerMinute } : null;
  }

  @Write()
  async create(input: CreatePartnerKeyDto): Promise<PartnerKeySecretDto> {
    const secret = newPartnerSecret();
    const saved = await writer()
      .getRepository(PartnerKey)
      .save({ name: input.name.trim(), quotaPerMinute: input.quotaPerMinute, secretHash: hashPartnerSecret(secret) });
    return shownOnce(saved, secret);
  }

  /** Every key, newest first, without secrets, with its requests per day over the last 30 days. */
  list(): Promise<PartnerKeyDto[]> {
    return this.listed(this.dataSource.manager);
  }

  @Write()
  async update(id: number, input: UpdatePartnerKeyDto): Promise<PartnerKeyDto> {
    const key = await this.live(id);
    if (input.name !== undefined) key.name = input.name.trim();
    if (input.quotaPerMinute !== undefined) key.quotaPerMinute = input.quotaPerMinute;
    return this.viewOf(await writer().getRepository(PartnerKey).save(key));
  }

  /** A new secret: the old one is refused from now on. */
  @Write()
  async rotate(id: number): Promise<PartnerKeySecretDto> {
    const key = await this.live(id);
    const secret = newPartnerSecret();
    key.secretHash = hashPartnerSecret(secret);
    key.rotatedAt = new Date();
    return shownOnce(await writer().getRepository(PartnerKey).save(key), secret);
  }

  @Write()
  async revoke(id: number): Promise<PartnerKeyDto> {
    const key = await this.live(id);
    key.revokedAt = new Date();
    return this.viewOf(await writer().getRepository(PartnerKey).save(key));
  }

  /** Adds a gateway's counts of keys' requests (each gateway sends only its own, so replicas add up). */
  async recordUsage(counts: PartnerKeyUsageCountDto[]): Promise<void> {
    for (const count of counts) {
      await this.dataSource.query(
        `INSERT INTO partner_key_usage ("keyId", "day", "requests", "lastUsedAt")
         SELECT id, $2::date, $3, $4 FROM partner_keys WHERE "secretHash" = $1
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
    const keys = await manager.getRepository(PartnerKey).find({ where: id === undefined ? {} : { id }, order: { id: 'DESC' } });
    return keys.map((key) => {
      const own = usage.filter((row) => row.keyId === key.id);
      const recent = own.filter((row) => row.day > since).map(({ day, requests }) => ({ day, requests }));
      return view(key, { lastUsedAt: own[0]?.last ?? null, usage: recent });
    });
  }

  private async viewOf(key: PartnerKey): Promise<PartnerKeyDto> {
    return (await this.listed(writer(), key.id))[0];
  }

  /** The key, within the write's transaction; 404 when none has the id, 409 when it was revoked. */
  private async live(id: number): Promise<PartnerKey> {
    const key = await writer().getRepository(PartnerKey).findOneBy({ id });
    if (!key) throw new NotFoundException('No partner key has this id.');
    if (key.revokedAt) throw new ConflictException(`The partner key "${key.name}" was revoked.`);
    return key;
  }
}
