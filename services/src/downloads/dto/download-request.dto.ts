import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Sent by the brand pages (printerModel, printerName) and the network page (driverModel, driverName); empty on a driver card. */
export class DownloadRequestDto {
  /** @example "ET-4760" */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  printerModel?: string;

  /** @example "Epson EcoTank ET-4760" */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  printerName?: string;

  /** @example "AX211" */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  driverModel?: string;

  /** @example "Intel Wi-Fi 6E AX211 Driver" */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  driverName?: string;
}
