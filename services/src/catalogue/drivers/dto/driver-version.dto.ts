import { WithdrawnDto } from './withdrawn-version.dto';

/** One version of a driver in its history. */
export class DriverVersionDto {
  /** @example "581.57" */
  version: string;

  /** @example "October 2025" */
  releaseDate: string;

  /** @example "868 MB" */
  fileSize: string;

  /** What the catalogue said of the driver at this version. */
  notes: string;

  /** True for the driver's current version, the newest the catalogue holds (the first of the list). */
  latest: boolean;

  /** Set when its maker withdrew this version: the maker's reason and page. */
  withdrawn: WithdrawnDto | null;
}
