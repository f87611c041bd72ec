import { IsString, MaxLength } from 'class-validator';
import { Nullable } from '../../../platform/common/nullable';

/** Sent by the brand pages (printerModel, printerName) and the network page (driverModel, driverName); empty on a driver card. */
export class DownloadRequestDto {
  /** @example "ET-4760" */
  @Nullable()
  @IsString()
  @MaxLength(100)
  printerModel?: string | null;

  /** @example "Epson EcoTank ET-4760" */
  @Nullable()
  @IsString()
  @MaxLength(200)
  printerName?: string | null;

  /** @example "AX211" */
  @Nullable()
  @IsString()
  @MaxLength(100)
  driverModel?: string | null;

  /** @example "Intel Wi-Fi 6E AX211 Driver" */
  @Nullable()
  @IsString()
  @MaxLength(200)
  driverName?: string | null;
}
