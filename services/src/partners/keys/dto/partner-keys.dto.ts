import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsDateString, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { QUOTA_PER_MINUTE } from '@driveratlas/site-contracts';

const quotaMessage = { message: `quotaPerMinute must be a whole number from ${QUOTA_PER_MINUTE.min} to ${QUOTA_PER_MINUTE.max}` };
const nameMessage = { message: 'name must be 1 to 100 characters, not only spaces' };

export class UpdatePartnerKeyDto {
  /** Whom the key is for. @example "Acme Printing" */
  @IsOptional()
  @IsString(nameMessage)
  @MaxLength(100, nameMessage)
  @Matches(/\S/, nameMessage)
  name?: string;

  /** Requests a minute the gateway lets the key make. @example 1200 */
  @IsOptional()
  @IsInt(quotaMessage)
  @Min(QUOTA_PER_MINUTE.min, quotaMessage)
  @Max(QUOTA_PER_MINUTE.max, quotaMessage)
  quotaPerMinute?: number;
}

export class CreatePartnerKeyDto {
  /** Whom the key is for. @example "Acme Printing" */
  @IsString(nameMessage)
  @MaxLength(100, nameMessage)
  @Matches(/\S/, nameMessage)
  name: string;

  /** Requests a minute the gateway lets the key make. @example 1200 */
  @IsInt(quotaMessage)
  @Min(QUOTA_PER_MINUTE.min, quotaMessage)
  @Max(QUOTA_PER_MINUTE.max, quotaMessage)
  quotaPerMinute: number;
}

/** A key's requests on one day (UTC). */
export class PartnerKeyDayDto {
  /** @example "2026-11-26" */
  day: string;

  /** @example 5210 */
  requests: number;
}

/** A partner key, without its secret. */
export class PartnerKeyDto {
  /** @example 3 */
  id: number;

  /** @example "Acme Printing" */
  name: string;

  /** @example 1200 */
  quotaPerMinute: number;

  /** @example "2026-11-20T09:00:00.000Z" */
  createdAt: Date;

  @ApiProperty({ type: Date, nullable: true })
  rotatedAt: Date | null;

  @ApiProperty({ type: Date, nullable: true })
  revokedAt: Date | null;

  /** Its last request the gateways have reported (they report every few seconds). */
  @ApiProperty({ type: Date, nullable: true })
  lastUsedAt: Date | null;

  /** Requests per day over the last 30 days, oldest first; days without requests are left out. */
  @ApiProperty({ type: [PartnerKeyDayDto] })
  usage: PartnerKeyDayDto[];
}

/** A key made or rotated: its secret is in this answer alone. */
export class PartnerKeySecretDto {
  /** @example 3 */
  id: number;

  /** @example "Acme Printing" */
  name: string;

  /** @example 1200 */
  quotaPerMinute: number;

  /** Shown once: send it as `Authorization: Bearer …` or `X-Api-Key: …`. @example "dak_8mJ1v0cW3xkQ2sQe3rY5t7u9w1y3A5C7E9G1I3K5M7O" */
  secret: string;
}

/** What the gateway needs of a key: its id and quota (internal). */
export class PartnerKeyQuota {
  /** @example 3 */
  id: number;

  /** @example 1200 */
  quotaPerMinute: number;
}

/** One count of a key's requests a gateway sends (internal). */
export class PartnerKeyUsageCountDto {
  @IsString()
  @Matches(/^[0-9a-f]{64}$/, { message: 'sha256 must be 64 hex digits' })
  sha256: string;

  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'day must be YYYY-MM-DD' })
  day: string;

  @IsInt()
  @Min(1)
  @Max(1_000_000_000)
  requests: number;

  @IsDateString()
  lastUsedAt: string;
}

/** The counts of keys' requests a gateway made since its last batch (internal). */
export class PartnerKeyUsageBatchDto {
  @IsArray()
  @ArrayMaxSize(10_000)
  @ValidateNested({ each: true })
  @Type(() => PartnerKeyUsageCountDto)
  counts: PartnerKeyUsageCountDto[];
}
