import { CATEGORY_NAMES } from '@driveratlas/driver-domain';
import { ArrayMaxSize, IsBoolean, IsIn, IsInt, IsISO8601, IsNotEmpty, IsOptional, IsString, IsUrl, Max, MaxLength, Min } from 'class-validator';
import { MultiLine } from '../../../platform/common/input-validation.pipe';
import { IsHardwareIdList } from '../../hardware-id-matching/is-hardware-id';
import { MAX_INTEGER } from '../../../platform/common/parse-id.pipe';
import { Nullable } from '../../../platform/common/nullable';

/** The driver insert shape (spec 000, section 3): all fields but id; the counters and flags are optional. */
export class CreateDriverDto {
  /** @example "NVIDIA GeForce RTX 4070 Game Ready Driver" */
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name: string;

  /** @example "566.36" */
  @IsString()
  @IsNotEmpty()
  @MaxLength(60)
  version: string;

  /** Month and year of the release. @example "December 2024" */
  @IsString()
  @IsNotEmpty()
  @MaxLength(60)
  releaseDate: string;

  /** @example "Game Ready driver for GeForce RTX 40 Series graphics cards." */
  @MultiLine()
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  description: string;

  /** @example "Windows 11, Windows 10" */
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  operatingSystem: string;

  /** @example "64-bit" */
  @IsString()
  @IsNotEmpty()
  @MaxLength(40)
  architecture: string;

  /** @example "732 MB" */
  @IsString()
  @IsNotEmpty()
  @MaxLength(40)
  fileSize: string;

  /** One of the manufacturers (GET /api/manufacturers), by name or slug in any case; stored as its record names it. @example "NVIDIA" */
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  manufacturer: string;

  /** One of the seven categories. @example "Graphics Cards" */
  @IsIn(CATEGORY_NAMES)
  category: string;

  /** An https page on the manufacturer's own domains, or a path of this site. @example "https://www.nvidia.com/en-us/drivers/" */
  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  downloadUrl: string;

  /** @example 0 */
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_INTEGER)
  downloadCount?: number;

  /** @example 5 */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(5)
  rating?: number;

  @IsOptional()
  @IsBoolean()
  isVerified?: boolean;

  @IsOptional()
  @IsBoolean()
  isLatest?: boolean;

  /** The official page, on the manufacturer's own domains (https). @example "https://www.nvidia.com/en-us/drivers/" */
  @Nullable()
  @IsUrl({ protocols: ['https'], require_protocol: true })
  @MaxLength(500)
  officialUrl?: string | null;

  @Nullable()
  @IsString()
  @MaxLength(200)
  fullName?: string | null;

  @Nullable()
  @IsString()
  @MaxLength(100)
  modelNumber?: string | null;

  @Nullable()
  @IsString()
  @MaxLength(100)
  series?: string | null;

  @Nullable()
  @IsString()
  @MaxLength(500)
  image?: string | null;

  @Nullable()
  @IsString()
  @MaxLength(200)
  driverFile?: string | null;

  /** The Windows hardware IDs it installs on, in any case; stored in canonical form. @example ["PCI\\VEN_10DE&DEV_2786"] */
  @IsOptional()
  @ArrayMaxSize(200)
  @IsHardwareIdList()
  hardwareIds?: string[];

  /** Its maker no longer updates it: no newer version will come. @example false */
  @IsOptional()
  @IsBoolean()
  supportEnded?: boolean;

  /** The day its maker ended it, where the maker gives one (with supportEnded). @example "2024-09-30" */
  @Nullable()
  @IsISO8601({ strict: true })
  supportEndedOn?: string | null;
}
