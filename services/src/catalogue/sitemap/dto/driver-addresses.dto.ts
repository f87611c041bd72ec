import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_INTEGER } from '../../../platform/common/parse-id.pipe';

/** Which page of the drivers' addresses: sitemap files hold at most 50,000 addresses each. */
export class DriverAddressesQueryDto {
  /** From 1. @example 1 */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INTEGER)
  page?: number;
}

/** What a driver's page address is made of. */
export class DriverAddressDto {
  /** @example 1000 */
  id: number;
  /** The name its address's slug is made from. @example "NVIDIA GeForce RTX 4090 Game Ready Driver" */
  name: string;
  /** When the driver last changed. */
  updatedAt: Date;
}

export class DriverAddressesDto {
  /** How many drivers there are in all. @example 98 */
  total: number;
  /** How many a page holds at most. @example 50000 */
  pageSize: number;
  /** The page asked for, by id. */
  drivers: DriverAddressDto[];
}
