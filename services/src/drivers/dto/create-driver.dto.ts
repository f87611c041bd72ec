import { CATEGORY_NAMES } from '@driveratlas/catalog';
import { ArrayMaxSize, IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUrl, Max, MaxLength, Min } from 'class-validator';
import { MultiLine } from '../../common/input-validation.pipe';
import { IsHardwareIdList } from '../../hardware-id-parsing/is-hardware-id';
import { MAX_INTEGER } from '../../common/parse-id.pipe';

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
  @IsOptional()
  @IsUrl({ protocols: ['https'], require_protocol: true })
  @MaxLength(500)
  officialUrl?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  fullName?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  modelNumber?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  series?: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  image?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  driverFile?: string;

  /** The Windows hardware IDs it installs on, in any case; stored in canonical form. @example ["PCI\\VEN_10DE&DEV_2786"] */
  @IsOptional()
  @ArrayMaxSize(200)
  @IsHardwareIdList()
  hardwareIds?: string[];
}
