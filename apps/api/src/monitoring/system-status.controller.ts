import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SystemStatus } from '@app/admin';
import type { AuditActor } from '@app/audit';
import type { MemoryActionResult, MemoryStats, SystemHealth } from '@app/contracts';
import { Actor } from '../common/audit-actor.decorator';
import { AdminOnly, Permission } from '../common/policy.decorator';
import { Metrics } from './metrics';

/** The Monitoring tab's Performance and Memory monitors (admin spec 2.11, 7 "Memory"). */
@ApiTags('monitoring')
@AdminOnly()
@Permission('control.use')
@Controller('system')
export class SystemStatusController {
  constructor(
    private readonly status: SystemStatus,
    private readonly metrics: Metrics,
  ) {}

  @Get('health')
  @ApiOperation({
    summary:
      'Status, uptime and memory of every live process, counts, and this process’s request rate and p95',
  })
  health(): Promise<SystemHealth> {
    return this.status.health(this.metrics.recent.summary());
  }

  @Get('memory')
  @ApiOperation({
    summary: 'Memory of this process (MB) and of every process from its heartbeat, with a trend',
  })
  memory(): Promise<MemoryStats> {
    return this.status.memory();
  }

  @Post('memory/optimize')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Drops this process’s cached catalogue answers; reports the heap freed (saved, MB)',
  })
  optimize(@Actor() actor: AuditActor): Promise<MemoryActionResult> {
    return this.status.optimize(actor);
  }

  @Post('memory/cleanup')
  @HttpCode(200)
  @ApiOperation({ summary: 'Prunes expired sessions, heartbeats of gone processes and completed jobs' })
  cleanup(@Actor() actor: AuditActor): Promise<MemoryActionResult> {
    return this.status.cleanup(actor);
  }
}
