import { Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPackageBulk } from '@app/admin';
import { AuditActor, AuditLog } from '@app/audit';
import type { AuditPage } from '@app/contracts';
import { Actor } from '../common/audit-actor.decorator';
import { AdminOnly, Permission } from '../common/policy.decorator';
import { AuditFilterQuery, AuditQuery } from './dto/audit.dto';

/**
 * The admin Audit tab: the append-only log, filtered and paged on the server, its CSV, and the
 * undo of the latest bulk price change. There is no route that edits or deletes an entry.
 */
@ApiTags('admin')
@AdminOnly()
@Permission('audit.read')
@Controller('admin/audit')
export class AdminAuditController {
  constructor(
    private readonly log: AuditLog,
    private readonly bulk: AdminPackageBulk,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Audit entries, newest first; filter by actor, target, action and time' })
  list(@Query() query: AuditQuery): Promise<AuditPage> {
    return this.log.list(query);
  }

  @Get('export.csv')
  @Permission('data.export')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="audit.csv"')
  @ApiOperation({ summary: 'The filtered entries (no paging) as CSV' })
  exportCsv(@Query() query: AuditFilterQuery): Promise<string> {
    return this.log.csv(query);
  }

  @Post(':id/revert')
  @Permission('catalogue.edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Undo the latest bulk price change (prices changed since are kept)' })
  revert(
    @Actor() actor: AuditActor,
    @Param('id') id: string,
  ): Promise<{ restored: number; skipped: number }> {
    return this.bulk.revert(id, actor);
  }
}
