import { OmitType, PartialType } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsNotEmpty, IsOptional, IsString, IsUrl, Matches, MaxLength } from 'class-validator';

/** A manufacturer as the operator adds it. */
export class CreateManufacturerDto {
  /** Stored in Unicode NFKC; invisible characters are refused. @example "Elgato" */
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name: string;

  /** The filter value: lower-case letters and digits joined by hyphens; made from the name when left out. @example "elgato" */
  @IsOptional()
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  @MaxLength(60)
  slug?: string;

  /** The registrable domain names of its official sites (a subdomain of one counts too). @example ["elgato.com"] */
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(253, { each: true })
  domains: string[];

  /** Its driver download or support page: https, on one of its domains. @example "https://help.elgato.com/hc/en-us" */
  @IsUrl({ protocols: ['https'], require_protocol: true })
  @MaxLength(500)
  supportUrl: string;

  /** It has no page per driver: its drivers link to one shared page. @example false */
  @IsOptional()
  @IsBoolean()
  sharedDriverPages?: boolean;
}

/** What may change of a manufacturer: its name and slug stay, as drivers and the site's addresses name it by them. */
export class UpdateManufacturerDto extends PartialType(OmitType(CreateManufacturerDto, ['name', 'slug'] as const)) {}
