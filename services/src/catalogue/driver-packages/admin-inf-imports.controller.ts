import { applyDecorators, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiNotFoundResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminOnly, AdminWrite } from '../../platform/auth/admin-only.decorator';
import { Idempotent } from '../../platform/idempotency/idempotent.decorator';
import { ErrorResponseDto } from '../../platform/common/error-response.dto';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { InfImportDto } from './dto/inf-import.dto';
import { InfImportsService } from './inf-imports.service';
import { INF_FILES_FIELD, infFilesOf, MAX_INF_BYTES, MAX_INF_FILES } from './inf-upload.middleware';

/** A small INF file as a package ships it, for the document's example. */
const EXAMPLE_INF = [
  '[Version]',
  'Signature="$WINDOWS NT$"',
  'Class=Net',
  'Provider=%Intel%',
  'DriverVer=06/18/2025,23.160.0.4',
  '[Manufacturer]',
  '%Intel%=Intel,NTamd64.10.0...19041',
  '[Intel.NTamd64.10.0...19041]',
  '%AX201%=Install_AX201,PCI\\VEN_8086&DEV_A0F0&SUBSYS_02448086',
  '[Strings]',
  'Intel="Intel"',
  'AX201="Intel(R) Wi-Fi 6 AX201 160MHz"',
  '',
].join('\r\n');

const UPLOAD = {
  description: `One to ${MAX_INF_FILES} INF files of the driver's package, as Windows ships them (UTF-16 or ANSI), up to ${MAX_INF_BYTES / 1024 / 1024} MB each.`,
  schema: {
    type: 'object',
    required: [INF_FILES_FIELD],
    properties: { [INF_FILES_FIELD]: { type: 'array', items: { type: 'string', format: 'binary' }, example: [EXAMPLE_INF] } },
  },
};

/** What both calls take, and what they refuse before reading it: the INF files, as multipart/form-data, of a driver that exists. */
const InfUpload = () =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody(UPLOAD),
    ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No driver has this id.' }),
    ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: `An INF file is larger than ${MAX_INF_BYTES / 1024 / 1024} MB.` }),
  );
const REFUSED = 'A file that is not an INF, a section it names missing, or a line it cannot read: the message names the file and the line. Nothing changed.';

@ApiTags('admin')
@Controller('admin/drivers')
export class AdminInfImportsController {
  constructor(private readonly imports: InfImportsService) {}

  @Post(':id/inf/preview')
  @HttpCode(200)
  @AdminOnly()
  // A POST like every admin call that sends a body: a preview sent again with its key answers as the first did.
  @Idempotent()
  @ApiOperation({ summary: "What importing these INF files would change in the driver's devices (nothing is changed)", description: REFUSED })
  @InfUpload()
  preview(@Param('id', ParseIdPipe) id: number, @Req() req: Request): Promise<InfImportDto> {
    return this.imports.preview(id, infFilesOf(req));
  }

  @Post(':id/inf')
  @HttpCode(200)
  @AdminWrite('Driver INF files imported', 'driver', 'name')
  @ApiOperation({
    summary: "Imports INF files as the declarations of the driver's current version, in one transaction",
    description: `The devices they declare replace those of the INF files imported before for that version. ${REFUSED}`,
  })
  @InfUpload()
  apply(@Param('id', ParseIdPipe) id: number, @Req() req: Request): Promise<InfImportDto> {
    return this.imports.apply(id, infFilesOf(req));
  }
}
