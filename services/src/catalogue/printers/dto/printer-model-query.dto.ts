import { PRINTER_BRAND_CATALOGUES } from '@driveratlas/driver-domain';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';

const BRANDS = PRINTER_BRAND_CATALOGUES.map((c) => c.brand);

export class PrinterModelQueryDto {
  /** One brand's catalogue, any case. @example "Epson" */
  @IsOptional()
  @Transform(({ value }) => BRANDS.find((b) => b.toLowerCase() === String(value).toLowerCase()) ?? value)
  @IsIn(BRANDS)
  brand?: string;
}
