import { PRINTER_BRAND_CATALOGUES } from '@driveratlas/driver-domain';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUrl, Max, MaxLength, Min } from 'class-validator';
import { MultiLine } from '../../../platform/common/input-validation.pipe';
import { MAX_INTEGER } from '../../../platform/common/parse-id.pipe';
import { Nullable } from '../../../platform/common/nullable';

/** A model of a brand's catalogue as the operator writes it; the id is drawn from the brand's range. */
export class PrinterModelInputDto {
  /** @example "Epson" */
  @IsIn(PRINTER_BRAND_CATALOGUES.map((c) => c.brand))
  brand: string;

  /** @example "ET-4760" */
  @IsString()
  @IsNotEmpty()
  @MaxLength(60)
  modelNumber: string;

  /** @example "Epson EcoTank ET-4760" */
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  fullName: string;

  /** @example "EcoTank" */
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  series: string;

  /** The type the brand page filters by. @example "Tank" */
  @IsString()
  @IsNotEmpty()
  @MaxLength(60)
  category: string;

  /** @example "Cartridge-free all-in-one with automatic two-sided printing." */
  @MultiLine()
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  description: string;

  @Nullable()
  @IsString()
  @MaxLength(500)
  image?: string | null;

  /** @example "Epson_ET-4760_Driver_v2.68.exe" */
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  driverFile: string;

  /** @example "125 MB" */
  @IsString()
  @IsNotEmpty()
  @MaxLength(40)
  fileSize: string;

  /** The model's driver page on the brand's own site (https). @example "https://epson.com/Support/Printers/ET-4760" */
  @IsUrl({ protocols: ['https'], require_protocol: true })
  @MaxLength(500)
  officialUrl: string;

  /** @example 0 */
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_INTEGER)
  downloadCount?: number;
}
