import { Architecture, WindowsVersion } from '@driveratlas/driver-domain';
import { Driver } from '../../drivers/driver.entity';

export class SearchResultDto {
  /** Drivers matching, whatever the limit, counted up to 1,000. @example 3 */
  total: number;

  /** True when more than 1,000 drivers match: `total` is then 1,000. */
  totalCapped: boolean;

  /** True when nothing matched exactly and these are the closest spellings. */
  fuzzy: boolean;

  /** @example "relevance" */
  sort: string;

  /** The operating system filter applied: the `os` parameter, or else the version named in `q`. @example "Windows 11" */
  os?: WindowsVersion;

  /** The architecture filter applied: the `architecture` parameter, or else the one named in `q`. @example "64-bit" */
  architecture?: Architecture;

  /**
   * What was searched for when `q` named an operating system or architecture: `q` without those words, lower-cased
   * (absent otherwise). To drop a filter the visitor typed, search for this with the filters kept as parameters. @example "realtek"
   */
  q?: string;

  items: Driver[];

  /**
   * The cursor of the page after this one (for `after`), null on the last page; absent with the relevance sort, which
   * pages by `offset` only. @example null
   */
  nextCursor?: string | null;
}

export class SuggestionDto {
  /** @example 1001 */
  id: number;

  /** @example "NVIDIA GeForce RTX 4070 Game Ready Driver" */
  name: string;

  description: string;

  /** @example "NVIDIA" */
  manufacturer: string;

  /** @example "Graphics Cards" */
  category: string;
}
