import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../admin-only.decorator';
import { PageQueryDto } from '../../common/page-query.dto';
import { AuditService } from './audit.service';
import { AuditPageDto } from './dto/audit-page.dto';

@ApiTags('admin')
@Controller('admin/audit-log')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  /** Every admin write, sign-in and sign-out, newest first, a page at a time (admin). */
  @Get()
  @AdminOnly()
  list(@Query() query: PageQueryDto): Promise<AuditPageDto> {
    return this.audit.list(query);
  }
}
