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

  items: Driver[];
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
