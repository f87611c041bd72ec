import { REMOTE_NAMES } from '@driveratlas/site-contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { remoteMessage } from '../../registry/dto/release-writes.dto';

/** A team's token for its release pipeline. */
export class CreateReleaseTokenDto {
  /** The remote it may release. @example "legal" */
  @IsIn(REMOTE_NAMES, remoteMessage)
  remote: string;

  /** @example "legal-ci" */
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  @Matches(/^[\w.@-]+$/, { message: 'name must be letters, digits, "_", "-", "." or "@"' })
  name: string;
}

/** A release token, without its secret. */
export class ReleaseTokenDto {
  /** @example 3 */
  id: number;

  /** @example "legal" */
  remote: string;

  /** @example "legal-ci" */
  name: string;

  /** @example "2026-11-26T11:00:00.000Z" */
  createdAt: Date;

  @ApiProperty({ type: Date, nullable: true })
  lastUsedAt: Date | null;

  @ApiProperty({ type: Date, nullable: true })
  revokedAt: Date | null;
}

/** A new release token: its secret is shown this once and stored only hashed. */
export class CreatedReleaseTokenDto {
  /** @example 3 */
  id: number;

  /** @example "legal" */
  remote: string;

  /** @example "legal-ci" */
  name: string;

  /** The secret, for `Authorization: Bearer …`. @example "drt_9Xq3…" */
  token: string;
}
