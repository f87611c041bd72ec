import { IsNotEmpty, IsString, IsUrl, MaxLength } from 'class-validator';
import { MultiLine } from '../../../platform/common/input-validation.pipe';
import { Nullable } from '../../../platform/common/nullable';

/** The operator marks a version of a driver withdrawn by its maker. */
export class WithdrawVersionDto {
  /** One of the driver's versions: its current one or one of its history. @example "560.70" */
  @IsString()
  @IsNotEmpty()
  @MaxLength(60)
  version: string;

  /** The maker's reason, in its words. @example "Some systems with an RTX 40 Series card showed a black screen after the update." */
  @MultiLine()
  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  reason: string;

  /** The maker's page saying so, https on its own domains. @example "https://www.nvidia.com/en-us/geforce/forums/game-ready-drivers/13/548031/" */
  @Nullable()
  @IsUrl({ protocols: ['https'], require_protocol: true })
  @MaxLength(500)
  link?: string | null;
}

/** A version its maker withdrew, as a driver's history shows it. */
export class WithdrawnDto {
  /** @example "Some systems with an RTX 40 Series card showed a black screen after the update." */
  reason: string;
  /** @example "https://www.nvidia.com/en-us/geforce/forums/game-ready-drivers/13/548031/" */
  link: string | null;
  /** When the operator marked it. @example "2025-08-02T10:12:00.000Z" */
  withdrawnAt: Date;
}
