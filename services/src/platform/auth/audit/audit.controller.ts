import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../admin-only.decorator';
import { AuditService } from './audit.service';
import { AuditLogQueryDto, AuditPageDto } from './dto/audit-page.dto';

@ApiTags('admin')
@Controller('admin/audit-log')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  /** Every admin write, sign-in and sign-out, newest first, a page at a time or after a cursor (admin). */
  @Get()
  @AdminOnly()
  list(@Query() query: AuditLogQueryDto): Promise<AuditPageDto> {
    return this.audit.list(query);
  }
}
