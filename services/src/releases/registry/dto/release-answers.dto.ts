import { ApiProperty } from '@nestjs/swagger';
import { ReleaseMetadataDto } from './release-metadata.dto';

/** A release as the site serves it. */
export class LiveReleaseDto {
  /** @example "1.4.0-3f9a1c0b7d2e" */
  id: string;

  /** @example "1.4.0" */
  version: string;

  /** @example "3f9a1c0b7d2e" */
  hash: string;
}

export class CanaryReleaseDto extends LiveReleaseDto {
  /** Percent of visitors given it. @example 10 */
  share: number;
}

/** A remote's live releases. */
export class RemoteChannelDto {
  /** @example "legal" */
  remote: string;

  @ApiProperty({ type: LiveReleaseDto, nullable: true })
  active: LiveReleaseDto | null;

  @ApiProperty({ type: CanaryReleaseDto, nullable: true })
  canary: CanaryReleaseDto | null;
}

/** Every remote that has an active release, with its canary. */
export class LiveReleasesDto {
  remotes: RemoteChannelDto[];
}

/** A registered release, its release.json, and how it loaded over its last page loads (the canary window). */
export class ReleaseEntryDto extends ReleaseMetadataDto {
  /** @example "2026-11-26T11:00:00.000Z" */
  registeredAt: Date;

  /** The operator, or `token:{token name}`. @example "token:legal-ci" */
  registeredBy: string;

  /** Page loads reported over the window. @example 200 */
  loads: number;

  /** Of those, the ones that failed to load or to render. @example 1 */
  failures: number;

  /** failures / loads, or null without loads. @example 0.005 */
  @ApiProperty({ type: Number, nullable: true, example: 0.005 })
  failureRate: number | null;
}

/** A remote in the registry: its live releases and every release, newest first. */
export class RemoteReleasesDto extends RemoteChannelDto {
  /** When its active or canary release last changed. @example "2026-11-26T11:00:00.000Z" */
  @ApiProperty({ type: Date, nullable: true })
  changedAt: Date | null;

  history: ReleaseEntryDto[];
}

export class RemoteReleaseRegistryDto {
  remotes: RemoteReleasesDto[];
}
