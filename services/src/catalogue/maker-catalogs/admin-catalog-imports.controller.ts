import { BadRequestException, Controller, HttpCode, Param, ParseEnumPipe, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiParam, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminOnly, AdminWrite } from '../../platform/auth/admin-only.decorator';
import { ErrorResponseDto } from '../../platform/common/error-response.dto';
import { UPLOAD_FILES_FIELD, uploadedFilesOf } from '../../platform/common/file-upload';
import { Idempotent } from '../../platform/idempotency/idempotent.decorator';
import { CatalogImportsService } from './catalog-imports.service';
import { MAX_CATALOG_BYTES, MAX_CATALOG_FILES } from './catalog-upload.middleware';
import { CatalogImportDto } from './dto/catalog-import.dto';
import { readCatalogFiles, CATALOG_FORMATS, type CatalogFormat } from './catalog-files';
import { MakerCatalogError } from './maker-package';

/** A small SoftPaq CVA file as HP publishes it beside the SoftPaq, for the document's example. */
const EXAMPLE_CVA = [
  '[CVA File Information]',
  'CVATimeStamp=20240605T101532-0500',
  'CVAVersion=3.0',
  '[Softpaq]',
  'SoftpaqNumber=SP151033',
  '[General]',
  'Version=23.40.0.4',
  'Type=Driver',
  'Category=Driver - Network',
  'VendorVersion=23.40.0.4',
  '[Operating Systems]',
  'W11_24H2=OEM',
  'WT64_22H2=OEM',
  '[Devices]',
  'PCI\\VEN_8086&DEV_51F0&SUBSYS_00908086=Intel(R) Wi-Fi 6E AX211 160MHz',
  '[System Information]',
  'SysName1=HP EliteBook 840 G9 Notebook PC',
  'SysId1=0x896D',
  '[Software Title]',
  'US=Intel Wireless LAN Drivers',
  '',
].join('\r\n');

const UPLOAD = {
  description:
    `The catalog's files as the maker publishes them, up to ${MAX_CATALOG_BYTES / 1024 / 1024} MB each: Dell's catalog (CatalogPC.xml, one file), ` +
    `Lenovo's package descriptors (n3ywl25w_2_.xml, up to ${MAX_CATALOG_FILES}) or HP's SoftPaq CVA files (sp151033.cva, up to ${MAX_CATALOG_FILES}).`,
  schema: {
    type: 'object',
    required: [UPLOAD_FILES_FIELD],
    properties: { [UPLOAD_FILES_FIELD]: { type: 'array', items: { type: 'string', format: 'binary' }, example: [EXAMPLE_CVA] } },
  },
};
const REFUSED =
  'A file that is not the format of its maker (not XML, another document, not a CVA) is refused (400) and nothing changes; a package that cannot be read is left out, its problems in its item.';

@ApiTags('admin')
@Controller('admin/catalog-imports')
export class AdminCatalogImportsController {
  constructor(private readonly imports: CatalogImportsService) {}

  @Post(':format/preview')
  @HttpCode(200)
  @AdminOnly()
  @Idempotent()
  @ApiOperation({ summary: "What importing a maker's catalog would do to the catalogue (nothing is changed)", description: REFUSED })
  @ApiParam({ name: 'format', schema: { type: 'string', enum: [...CATALOG_FORMATS], example: 'hp' } })
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD)
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: `A file is larger than ${MAX_CATALOG_BYTES / 1024 / 1024} MB.` })
  preview(@Param('format', new ParseEnumPipe(CATALOG_FORMATS)) format: CatalogFormat, @Req() req: Request): Promise<CatalogImportDto> {
    return refusingOtherFormats(() => {
      const { maker, label, reads } = readUpload(format, req);
      return this.imports.preview(maker, label, reads);
    });
  }

  @Post(':format')
  @HttpCode(200)
  @AdminWrite('Maker catalog imported')
  @ApiOperation({
    summary: "Imports a maker's catalog into the catalogue, in one transaction",
    description: `Drivers made, new versions (the one before kept in the history), devices added; the same files again change nothing. ${REFUSED}`,
  })
  @ApiParam({ name: 'format', schema: { type: 'string', enum: [...CATALOG_FORMATS], example: 'hp' } })
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD)
  @ApiPayloadTooLargeResponse({
    type: ErrorResponseDto,
    description: `A file is larger than ${MAX_CATALOG_BYTES / 1024 / 1024} MB: import it with npm run import.`,
  })
  apply(@Param('format', new ParseEnumPipe(CATALOG_FORMATS)) format: CatalogFormat, @Req() req: Request): Promise<CatalogImportDto> {
    return refusingOtherFormats(() => {
      const { maker, label, reads } = readUpload(format, req);
      return this.imports.apply(maker, label, reads);
    });
  }
}

/** The upload's files, for the format's reader. */
function readUpload(format: CatalogFormat, req: Request) {
  const files = uploadedFilesOf(req);
  if (!files.length) throw new BadRequestException(`Send the catalog's files in the field "${UPLOAD_FILES_FIELD}".`);
  return readCatalogFiles(
    format,
    files.map((file) => ({ name: file.originalname || 'the file', bytes: file.buffer })),
  );
}

/** Runs an import; a file that is not its maker's format (found as it is read, Dell's as a stream) is refused (400): the import's transaction is rolled back. */
async function refusingOtherFormats<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MakerCatalogError) throw new BadRequestException(error.message);
    throw error;
  }
}
