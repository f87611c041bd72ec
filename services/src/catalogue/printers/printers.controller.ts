import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AdminWrite } from '../../platform/auth/admin-only.decorator';
import { ErrorResponseDto } from '../../platform/common/error-response.dto';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { filteredListTags } from '../../platform/cdn/cache-tags';
import { PublicRead } from '../../platform/public-reads/public-read.decorator';
import { PrinterBrandDto } from './dto/printer-brand.dto';
import { PrinterModelInputDto } from './dto/printer-model-input.dto';
import { PrinterModelQueryDto } from './dto/printer-model-query.dto';
import { PrinterModel } from './printer-model.entity';
import { PrintersService } from './printers.service';

@ApiTags('printers')
@Controller()
export class PrintersController {
  constructor(private readonly printers: PrintersService) {}

  /** Printer brands with live driver counts. */
  @Get('printer-brands')
  @PublicRead()
  brands(): Promise<PrinterBrandDto[]> {
    return this.printers.brandsWithCounts();
  }

  /** A brand's built-in model catalogue (HP 30, Canon 24, Epson 23, Brother 24 models), or all of them. */
  @Get('printer-models')
  @PublicRead({ tags: filteredListTags })
  models(@Query() query: PrinterModelQueryDto): Promise<PrinterModel[]> {
    return this.printers.listModels(query.brand);
  }

  /** Adds a model to a brand's catalogue, with the next id of the brand's range (admin). */
  @Post('printer-models')
  @AdminWrite('Printer model created', 'printer model', 'fullName')
  @ApiConflictResponse({ type: ErrorResponseDto, description: "The brand's id range is full." })
  createModel(@Body() input: PrinterModelInputDto): Promise<PrinterModel> {
    return this.printers.createModel(input);
  }

  /** Replaces a model's fields (admin). */
  @Put('printer-models/:id')
  @AdminWrite('Printer model updated', 'printer model', 'fullName')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No printer model has this id.' })
  replaceModel(@Param('id', ParseIdPipe) id: number, @Body() input: PrinterModelInputDto): Promise<PrinterModel> {
    return this.printers.replaceModel(id, input);
  }

  @Delete('printer-models/:id')
  @HttpCode(204)
  @AdminWrite('Printer model deleted', 'printer model')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No printer model has this id.' })
  async removeModel(@Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.printers.removeModel(id);
  }
}
