import { PUBLIC_READ_CHANGES_PATH } from '@driveratlas/site-contracts';
import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PublicReadChanges } from './public-read-changes.service';

/** The stream of changes for the gateway: outside `/api`, so nothing passes it on to a visitor, and not in the API's documentation. */
@ApiExcludeController()
@Controller()
export class PublicReadChangesController {
  constructor(private readonly changes: PublicReadChanges) {}

  @Get(PUBLIC_READ_CHANGES_PATH)
  stream(@Req() req: Request, @Res() res: Response): void {
    this.changes.stream(req, res);
  }
}
