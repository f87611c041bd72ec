import { RELEASE_ID, REMOTE_NAMES, REMOTE_REPORT_KINDS } from '@driveratlas/site-contracts';
import { IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { releaseIdMessage, remoteMessage } from '../../registry/dto/release-writes.dto';

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
