import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiFoundResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminOnly } from '../../platform/auth/admin-only.decorator';
import { ErrorResponseDto } from '../../platform/common/error-response.dto';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { Idempotent } from '../../platform/idempotency/idempotent.decorator';
import { PublicRead } from '../../platform/public-reads/public-read.decorator';
import { DownloadsService } from './downloads.service';
import { DownloadRequestDto } from './dto/download-request.dto';
import { DownloadResponseDto, InstallationGuideResponseDto } from './dto/download-response.dto';
import { DownloadStatsDto } from './dto/download-stats.dto';

/** Who asked for a download, as the download records keep it. */
const requestOrigin = (req: Request) => ({ ipAddress: req.ip ?? null, userAgent: req.get('user-agent')?.slice(0, 500) ?? null });

@ApiTags('downloads')
@Controller()
export class DownloadsController {
  constructor(private readonly downloads: DownloadsService) {}

  /**
   * Records a download and answers with the installation guide. The id is a driver id, or a
   * printer catalogue id (101–424) sent with printerModel and printerName.
   */
  @Post('drivers/:id/download')
  @HttpCode(200)
  @Idempotent()
  @ApiBody({ type: DownloadRequestDto, required: false })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No driver or printer model has this id.' })
  record(@Param('id', ParseIdPipe) id: number, @Body() body: DownloadRequestDto, @Req() req: Request): Promise<DownloadResponseDto> {
    return this.downloads.record(id, body, requestOrigin(req));
  }

  /** The installation guide of the driver's category (or a printer model's) and its official page, without recording a download. */
  @Get('drivers/:id/installation-guide')
  @PublicRead()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No driver or printer model has this id.' })
  guide(@Param('id', ParseIdPipe) id: number): Promise<InstallationGuideResponseDto> {
    return this.downloads.guide(id);
  }

  /**
   * Get Driver as a link: counts and records one download of the driver or printer model, as POST …/download does,
   * and sends the visitor to its official manufacturer page. The site hosts no files. Pages link here with
   * rel="nofollow" and robots.txt keeps crawlers out of /api, so only visitors are counted. A HEAD answers the same
   * and counts nothing.
   */
  @Get('drivers/:id/download-file')
  @ApiFoundResponse({ description: "Redirect (302) to the official page on the manufacturer's own domain; the download is counted (not on HEAD)." })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No driver or printer model has this id.' })
  async downloadFile(@Param('id', ParseIdPipe) id: number, @Req() req: Request, @Res() res: Response): Promise<void> {
    // Express answers a HEAD with this GET's handler: a link checker or a prefetch asking is no download.
    const page = req.method === 'HEAD' ? await this.downloads.link(id) : await this.downloads.recordLink(id, requestOrigin(req));
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, page);
  }

  /** Download totals, per category and per day (admin). */
  @Get('download-stats')
  @AdminOnly()
  stats(): Promise<DownloadStatsDto> {
    return this.downloads.stats();
  }
}
