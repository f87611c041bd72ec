import { IsIn, IsOptional } from 'class-validator';
import { ARCHITECTURES, type Architecture } from '../../driver-packages/inf/target-os';

/** The Windows versions a report can be asked for, each read as the builds its drivers must install on. */
export const WINDOWS_VERSIONS = ['10', '11'] as const;
export type WindowsVersion = (typeof WINDOWS_VERSIONS)[number];

/** The PC's Windows and processor, when the visitor's browser or the visitor says them: the packages offered must install on them. */
export class DeviceReportQueryDto {
  /** Without it, a package for any Windows. @example "11" */
  @IsOptional()
  @IsIn(WINDOWS_VERSIONS)
  windows?: WindowsVersion;

  /** Without it, a package for any architecture. @example "x64" */
  @IsOptional()
  @IsIn(ARCHITECTURES)
  architecture?: Architecture;
}
