import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AdminWrite } from '../../platform/auth/admin-only.decorator';
import { ErrorResponseDto } from '../../platform/common/error-response.dto';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { PublicRead } from '../../platform/public-reads/public-read.decorator';
import { CreateManufacturerDto, UpdateManufacturerDto } from './dto/manufacturer-input.dto';
import { Manufacturer } from './manufacturer.entity';
import { ManufacturersService } from './manufacturers.service';

@ApiTags('manufacturers')
@Controller('manufacturers')
export class ManufacturersController {
  constructor(private readonly manufacturers: ManufacturersService) {}

  /** The manufacturers a driver may name, with the domains of their official sites, which every link to their drivers lands on. */
  @Get()
  @PublicRead()
  list(): Promise<Manufacturer[]> {
    return this.manufacturers.list();
  }

  /** Adds a manufacturer with the domains of its official sites (admin). */
  @Post()
  @AdminWrite('Manufacturer created', 'manufacturer', 'name')
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'A manufacturer already has this name or slug.' })
  create(@Body() input: CreateManufacturerDto): Promise<Manufacturer> {
    return this.manufacturers.create(input);
  }

  /** Changes a manufacturer's domains, support page or shared-pages flag (admin). */
  @Patch(':id')
  @AdminWrite('Manufacturer updated', 'manufacturer', 'name')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No manufacturer has this id.' })
  update(@Param('id', ParseIdPipe) id: number, @Body() input: UpdateManufacturerDto): Promise<Manufacturer> {
    return this.manufacturers.update(id, input);
  }
}
