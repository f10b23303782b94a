import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { BackupExport, EmergencyStop, logHoursOf, OperationsLog, QueueControl } from '@app/admin';
import type { AuditActor } from '@app/audit';
import type { EmergencyStopView, SyncRestartResult } from '@app/contracts';
import type { FastifyReply } from 'fastify';
import { Actor } from '../common/audit-actor.decorator';
import { RecentMfa } from '../common/mfa.decorator';
import { AdminOnly, Permission } from '../common/policy.decorator';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The Server Control tab's actions, at the spec's paths (admin §7 "Health and monitoring"). */
@ApiTags('monitoring')
@AdminOnly()
@Permission('control.use')
@Controller('monitoring')
export class ServerActionsController {
  constructor(
    private readonly stop: EmergencyStop,
    private readonly queues: QueueControl,
    private readonly backups: BackupExport,
    private readonly logs: OperationsLog,
  ) {}

  @Post('emergency-stop')
  @RecentMfa()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Stop taking orders (create-order answers 503) and pause provisioning, eSIM sync, catalogue',
  })
  emergencyStop(@Actor() actor: AuditActor): Promise<EmergencyStopView> {
    return this.stop.stop(actor);
  }

  @Post('resume')
  @RecentMfa()
  @HttpCode(200)
  @ApiOperation({ summary: 'Lift the Emergency Stop and resume the queues it paused' })
  resume(@Actor() actor: AuditActor): Promise<EmergencyStopView> {
    return this.stop.resume(actor);
  }

  @Post('sync-restart')
  @HttpCode(202)
  @ApiOperation({ summary: 'Start a catalogue sync cycle now' })
  syncRestart(@Actor() actor: AuditActor): Promise<SyncRestartResult> {
    return this.queues.syncRestart(actor);
  }

  @Post('backup')
  @RecentMfa()
  @HttpCode(200)
  @ApiOperation({ summary: 'Download a JSON export of every business table from one snapshot' })
  async backup(@Actor() actor: AuditActor, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const file = await this.backups.take(actor);
    void reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store');
    return file.body;
  }

  @Get('download-logs')
  @ApiQuery({ name: 'hours', required: false, description: '1 to 168, default 24' })
  @ApiQuery({ name: 'type', required: false, description: "the spec's 'all' (every kind is included)" })
  @ApiOperation({ summary: 'The operational events of the last hours as a JSON file' })
  async downloadLogs(
    @Query('hours') hours: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const log = await this.logs.read(logHoursOf(hours));
    void reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="derleng-logs-${day(new Date(log.to))}.json"`)
      .header('cache-control', 'no-store');
    return JSON.stringify(log);
  }
}
