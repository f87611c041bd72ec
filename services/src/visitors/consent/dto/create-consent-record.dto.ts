import { IsBoolean, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';

/** A consent choice as the banner or the preferences dialog made it (spec 001, section 3), with no personal data. */
export class CreateConsentRecordDto {
  /** @example "5b0f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b" */
  @IsUUID('4')
  consentId: string;

  /** @example true */
  @IsBoolean()
  functional: boolean;

  /** @example false */
  @IsBoolean()
  analytics: boolean;

  /** @example false */
  @IsBoolean()
  advertising: boolean;

  /** @example "de4150b7" */
  @IsString()
  @MinLength(1)
  @MaxLength(20)
  policyVersion: string;

  /** The browser's Global Privacy Control signal was on. @example false */
  @IsBoolean()
  gpc: boolean;
}

export class ConsentRecordReceiptDto {
  /** @example "5b0f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b" */
  consentId: string;

  recordedAt: Date;
}
