import { RELEASE_CHECKS, RELEASE_ID, REMOTE_NAMES, type ReleaseCheckName } from '@driveratlas/site-contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';

export const VERSION = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;
export const CONTENT_HASH = /^[0-9a-f]{12}$/;
/** A module name as a release exposes it, without "./". */
const MODULE = /^[A-Za-z0-9_-]{1,100}$/;
const PATH = /^\/\S{0,299}$/;

/** An object of at most 50 short keys, each holding what `valid` accepts. */
function IsMapOf(valid: (value: unknown) => boolean, what: string, options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isMapOf',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Object.keys(value).length <= 50 &&
          Object.entries(value).every(([key, item]) => key.length >= 1 && key.length <= 100 && valid(item)),
        defaultMessage: () => `$property must be an object of ${what}`,
      },
    },
    options,
  );
}

const isModuleList = (value: unknown) => Array.isArray(value) && value.length <= 100 && value.every((m) => typeof m === 'string' && MODULE.test(m));
const isVersionText = (value: unknown) => typeof value === 'string' && value.length >= 1 && value.length <= 100;

/** A release's routes.json. */
export class RemoteRoutesDto {
  /** @example "the legal pages" */
  @IsString()
  @MaxLength(200)
  title: string;

  /** @example ["/privacy","/terms"] */
  @IsArray()
  @ArrayMaxSize(500)
  @Matches(PATH, { each: true, message: 'each path must start with "/" and hold no spaces' })
  paths: string[];

  /** @example ["/privacy"] */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5000)
  @Matches(PATH, { each: true, message: 'each address must start with "/" and hold no spaces' })
  addresses?: string[];
}

export class ReleaseCheckDto {
  /** @example "routes" */
  @IsIn(RELEASE_CHECKS, { message: `check must be one of ${RELEASE_CHECKS.join(', ')}` })
  check: ReleaseCheckName;

  /** @example true */
  @IsBoolean()
  passed: boolean;

  /** @example "Its 2 paths are its own." */
  @IsString()
  @MaxLength(2000)
  message: string;
}

const EXAMPLE_ROUTES = { title: 'the legal pages', paths: ['/privacy-policy-example', '/terms-example'] };
const EXAMPLE_CHECKS = [{ check: 'routes', passed: true, message: 'Its 2 paths are its own.' }];

/** A release's release.json: what its build publishes and the checks it passed. */
export class ReleaseMetadataDto {
  /** @example "legal" */
  @IsIn(REMOTE_NAMES, { message: `remote must be one of ${REMOTE_NAMES.join(', ')}` })
  remote: string;

  /** @example "1.4.0" */
  @IsString()
  @MaxLength(100)
  @Matches(VERSION, { message: 'version must be a semantic version such as 1.4.0' })
  version: string;

  /** @example "3f9a1c0b7d2e" */
  @IsString()
  @Matches(CONTENT_HASH, { message: 'hash must be 12 lowercase hex digits' })
  hash: string;

  /** `{version}-{hash}`. @example "1.4.0-3f9a1c0b7d2e" */
  @IsString()
  @MaxLength(120)
  @Matches(RELEASE_ID, { message: 'id must be {version}-{hash}' })
  id: string;

  @ApiProperty({ type: RemoteRoutesDto, example: EXAMPLE_ROUTES })
  @ValidateNested()
  @Type(() => RemoteRoutesDto)
  routes: RemoteRoutesDto;

  /** The modules it exposes, without "./". @example ["routes"] */
  @IsArray()
  @ArrayMaxSize(100)
  @Matches(MODULE, { each: true, message: 'each exposed module is a name without "./"' })
  exposes: string[];

  @ApiProperty({
    description: 'The modules of other remotes it shows, by remote.',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: {},
  })
  @IsMapOf(isModuleList, 'lists of module names')
  uses: Record<string, string[]>;

  @ApiProperty({
    description: 'The shared singletons it was built against, with their versions.',
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { react: '19.2.0' },
  })
  @IsMapOf(isVersionText, 'versions')
  shared: Record<string, string>;

  /** Bytes of its files a page of it loads first (gzip). @example 48213 */
  @IsInt()
  @Min(0)
  firstLoadBytes: number;

  @ApiProperty({ type: [ReleaseCheckDto], example: EXAMPLE_CHECKS })
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => ReleaseCheckDto)
  checks: ReleaseCheckDto[];
}
