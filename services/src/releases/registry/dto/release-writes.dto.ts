import { CANARY_SHARE, RELEASE_ID, REMOTE_NAMES } from '@driveratlas/site-contracts';
import { IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

export const releaseIdMessage = { message: 'release must be a release id: {version}-{hash}' };
export const remoteMessage = { message: `remote must be one of ${REMOTE_NAMES.join(', ')}` };

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
