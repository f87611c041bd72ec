import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class HardwareIdListQueryDto {
  /**
   * One hardware ID, or the list Device Manager copies from a device's Hardware Ids, separated by spaces or commas (a query
   * string holds no line breaks).
   * @example "PCI\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A PCI\VEN_8086&DEV_2723&SUBSYS_00848086 PCI\VEN_8086&DEV_2723&CC_028000"
   */
  @IsString()
  @IsNotEmpty()
  @MaxLength(4000)
  q: string;
}
