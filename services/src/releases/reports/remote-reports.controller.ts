import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiTags } from '@nestjs/swagger';
import { RemoteReportDto } from './dto/remote-report.dto';
import { RemoteReportsService } from './remote-reports.service';

@ApiTags('remote-releases')
@Controller('remote-reports')
export class RemoteReportsController {
  constructor(private readonly reports: RemoteReportsService) {}

  /**
   * The shell's report of a remote on a page: loaded (canaries), failed to load, failed to render; no personal data.
   * A report of a release that is not live (unknown, or no longer active nor canary) is accepted and ignored.
   */
  @Post()
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'Received (stored when the release is live).' })
  async report(@Body() input: RemoteReportDto): Promise<void> {
    await this.reports.record(input);
  }
}
