import { BadRequestException, Body, Controller, HttpCode, Post, Query, UnsupportedMediaTypeException } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../platform/common/error-response.dto';
import { DeviceListError } from './device-list';
import { DEVICE_LIST_TYPES } from './device-list-body.middleware';
import { DeviceReportsService } from './device-reports.service';
import { matchFilter } from './device-matches';
import { DeviceReportDto } from './dto/device-report.dto';
import { DeviceReportQueryDto } from './dto/device-report-query.dto';

const FORMATS =
  'The list Windows prints, as it was printed: `Get-CimInstance Win32_PnPSignedDriver | Select-Object DeviceName, HardWareID, CompatID, ' +
  'DriverVersion, DriverDate, DriverProviderName, Manufacturer, DeviceClass, InfName, IsSigned | ConvertTo-Json` (or `Export-Csv`), ' +
  "`pnputil /enum-devices /connected /drivers /deviceids` in any language, or Device Manager's Hardware Ids of several devices " +
  'separated by blank lines; UTF-8, or UTF-16 with its byte order mark; up to 2 MB and 2,000 devices. A record that cannot be ' +
  'read is listed under `notRead` with its line; the rest is answered. Nothing of the list is stored or logged.';

/** A list of one device, as PowerShell prints it. */
const EXAMPLE_LIST = JSON.stringify(
  [
    {
      DeviceName: 'NVIDIA GeForce RTX 4090',
      HardWareID: 'PCI\\VEN_10DE&DEV_2684&SUBSYS_167C10DE&REV_A1',
      CompatID: 'PCI\\VEN_10DE&DEV_2684&REV_A1',
      DriverVersion: '32.0.15.8157',
      DriverDate: '2025-10-14T00:00:00',
      DriverProviderName: 'NVIDIA',
      Manufacturer: 'NVIDIA',
      DeviceClass: 'Display',
      InfName: 'oem42.inf',
      IsSigned: true,
    },
  ],
  null,
  2,
);

@ApiTags('device-reports')
@Controller('device-reports')
export class DeviceReportsController {
  constructor(private readonly reports: DeviceReportsService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: "A whole PC's drivers checked: each device named, its installed driver, the catalogue's driver and a verdict",
    description: FORMATS,
  })
  @ApiConsumes(...DEVICE_LIST_TYPES)
  @ApiBody({ description: 'The device list, as bytes.', schema: { type: 'string', format: 'binary', example: EXAMPLE_LIST } })
  @ApiOkResponse({ type: DeviceReportDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Nothing in the body is a device list of a known format, or it lists more than 2,000 devices.',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'The list is larger than 2 MB.' })
  @ApiServiceUnavailableResponse({
    type: ErrorResponseDto,
    description:
      'No room for the list now: a service process checks a bounded number of lists at once (`DEVICE_REPORTS_AT_ONCE`, by default 4 a ' +
      'reading thread) and 2 from one address (`DEVICE_REPORTS_PER_ADDRESS`); more are answered at once, unread, with `Retry-After`. ' +
      'Also when the database is unavailable.',
  })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponseDto, description: `The body is not ${DEVICE_LIST_TYPES.join(' or ')}.` })
  async report(@Body() body: unknown, @Query() query: DeviceReportQueryDto): Promise<DeviceReportDto> {
    if (!Buffer.isBuffer(body)) throw new UnsupportedMediaTypeException(`Send the device list as it was printed, as ${DEVICE_LIST_TYPES.join(' or ')}.`);
    try {
      return await this.reports.report(body, matchFilter(query));
    } catch (error) {
      if (error instanceof DeviceListError) throw new BadRequestException(error.message);
      throw error;
    }
  }
}
