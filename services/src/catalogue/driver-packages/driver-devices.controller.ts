import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { driverKey } from '../../platform/cdn/cache-tags';
import { ErrorResponseDto } from '../../platform/common/error-response.dto';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { PublicRead } from '../../platform/public-reads/public-read.decorator';
import { DriverDevicesService } from './driver-devices.service';
import { DriverDevicesDto } from './dto/driver-devices.dto';

@ApiTags('drivers')
@Controller('drivers')
export class DriverDevicesController {
  constructor(private readonly devices: DriverDevicesService) {}

  /**
   * The devices the driver installs on: the hardware IDs its package's newest recorded INF files declare (each file
   * named, with its DriverVer and where the catalogue read it), then those the catalogue lists on the driver itself.
   */
  @Get(':id/devices')
  @PublicRead({ tags: (_devices, req) => [driverKey(String(req.params.id))] })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No driver has this id.' })
  list(@Param('id', ParseIdPipe) id: number): Promise<DriverDevicesDto> {
    return this.devices.devicesOf(id);
  }
}
