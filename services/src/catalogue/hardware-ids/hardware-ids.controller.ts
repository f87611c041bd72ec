import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../platform/common/error-response.dto';
import { PublicRead } from '../../platform/public-reads/public-read.decorator';
import { HardwareIdAnswerDto } from './dto/hardware-id-answer.dto';
import { HardwareIdListQueryDto } from './dto/hardware-id-query.dto';
import { HARDWARE_ID_EXAMPLE, HARDWARE_ID_PATTERN } from '../hardware-id-matching/hardware-id';
import { HardwareIdsService, WHERE_TO_FIND } from './hardware-ids.service';

const FORMATS =
  'PCI (`PCI\\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A`, `&CC_028000`), USB (`USB\\VID_046D&PID_082D&REV_0011&MI_00`), ' +
  'HD Audio (`HDAUDIO\\FUNC_01&VEN_10EC&DEV_0897&SUBSYS_18497897&REV_1000`), ACPI (`ACPI\\VEN_INT&DEV_33A0`, `ACPI\\INT33A0`) ' +
  'and legacy `*PNP0303` IDs, in any case, with or without subsystem and revision. The device is named from the PCI and USB ID ' +
  "databases; the catalogue's drivers for it are matched from the most specific form of its ID to the most general, as Windows " +
  "does; when none matches, the vendor's drivers and its official support page are given.";

@ApiTags('hardware-ids')
@Controller('hardware-ids')
export class HardwareIdsController {
  constructor(private readonly hardwareIds: HardwareIdsService) {}

  @Get()
  @PublicRead()
  @ApiOperation({
    summary: "Look up a device by Device Manager's list of its hardware IDs",
    description: `${FORMATS} Lines that are not IDs are listed under \`refused\`.`,
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `No line is a hardware ID. ${WHERE_TO_FIND}` })
  list(@Query() query: HardwareIdListQueryDto): Promise<HardwareIdAnswerDto> {
    return this.hardwareIds.lookUpList(query.q);
  }

  @Get(':id')
  @PublicRead()
  @ApiOperation({ summary: 'Look up a device by one hardware ID', description: `${FORMATS} Encode the ID in the path (\`\\\` is %5C, \`&\` is %26).` })
  @ApiParam({
    name: 'id',
    description: 'One hardware ID, URL-encoded.',
    schema: { type: 'string', pattern: HARDWARE_ID_PATTERN, example: HARDWARE_ID_EXAMPLE },
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `Not a hardware ID. ${WHERE_TO_FIND}` })
  get(@Param('id') id: string): Promise<HardwareIdAnswerDto> {
    return this.hardwareIds.lookUpOne(id);
  }
}
