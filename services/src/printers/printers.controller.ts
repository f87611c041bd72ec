import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PrinterBrandDto } from './dto/printer-brand.dto';
import { PrinterModelQueryDto } from './dto/printer-model-query.dto';
import { PrinterModel } from './printer-model.entity';
import { PrintersService } from './printers.service';

@ApiTags('printers')
@Controller()
export class PrintersController {
  constructor(private readonly printers: PrintersService) {}

  /** Printer brands with live driver counts. */
  @Get('printer-brands')
  brands(): Promise<PrinterBrandDto[]> {
    return this.printers.brandsWithCounts();
  }

  /** A brand's built-in model catalogue (HP 30, Canon 24, Epson 23, Brother 24 models), or all of them. */
  @Get('printer-models')
  models(@Query() query: PrinterModelQueryDto): Promise<PrinterModel[]> {
    return this.printers.listModels(query.brand);
  }
}
