import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginDto {
  /** The operator's password. @example "correct horse battery staple" */
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  password: string;
}

export class SessionDto {
  /** @example true */
  authenticated: boolean;

  /** When the session ends, if signed in. */
  expiresAt?: string;
}
