import { CANARY_SHARE, RELEASE_ID, REMOTE_REPORT_KINDS } from '@driveratlas/catalog';
import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { REMOTE_NAMES } from '../remote-names';

const releaseIdMessage = { message: 'release must be a release id: {version}-{hash}' };
const remoteMessage = { message: `remote must be one of ${REMOTE_NAMES.join(', ')}` };

/** The release to make active: the canary, a newer one, or an earlier one to roll back to. */
export class SetActiveReleaseDto {
  /** @example "1.4.0-3f9a1c0b7d2e" */
  @IsString()
  @MaxLength(120)
  @Matches(RELEASE_ID, releaseIdMessage)
  release: string;
}

/** The release to show to a share of visitors beside the active one. */
export class SetCanaryDto extends SetActiveReleaseDto {
  /** Percent of visitors, 1 to 50. @example 10 */
  @IsInt({ message: 'share must be a whole percent' })
  @Min(CANARY_SHARE.min, { message: `share must be ${CANARY_SHARE.min} to ${CANARY_SHARE.max} percent` })
  @Max(CANARY_SHARE.max, { message: `share must be ${CANARY_SHARE.min} to ${CANARY_SHARE.max} percent` })
  share: number;
}

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

/** What the shell tells of a remote on a page: no personal data. */
export class RemoteReportDto {
  /** @example "catalog" */
  @IsIn(REMOTE_NAMES, remoteMessage)
  remote: string;

  /** @example "1.4.0-3f9a1c0b7d2e" */
  @IsString()
  @MaxLength(120)
  @Matches(RELEASE_ID, releaseIdMessage)
  release: string;

  /** @example "load-failed" */
  @IsIn(REMOTE_REPORT_KINDS, { message: `kind must be one of ${REMOTE_REPORT_KINDS.join(', ')}` })
  kind: string;
}
