import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EmergencyStop, ForceLogout, QueueControl, queueNameOf, SystemCards } from '@app/admin';
import type { AuditActor } from '@app/audit';
import {
  QUEUE_DASHBOARD_URL,
  type ControlView,
  type ForceLogoutResult,
  type QueueView,
  type RetryFailedResult,
  type SystemStatusView,
} from '@app/contracts';
import { MIGRATIONS } from '@app/db';
import type { FastifyRequest } from 'fastify';
import { Actor } from '../common/audit-actor.decorator';
import { RecentMfa } from '../common/mfa.decorator';
import { AdminOnly, Permission } from '../common/policy.decorator';
import '../common/request-auth';

const KNOWN_MIGRATIONS = MIGRATIONS.map((migration) => migration.name);

/** The Control and System tabs: queues, Force Logout All, the live system cards. */
@ApiTags('admin')
@AdminOnly()
@Permission('control.use')
@Controller('admin')
export class AdminControlController {
  constructor(
    private readonly queues: QueueControl,
    private readonly stop: EmergencyStop,
    private readonly logout: ForceLogout,
    private readonly system: SystemCards,
  ) {}

  @Get('control')
  @ApiOperation({ summary: 'The Emergency Stop state and every queue with its counts' })
  async control(): Promise<ControlView> {
    const [emergencyStop, queues] = await Promise.all([this.stop.view(), this.queues.list()]);
    return { emergencyStop, queues, queueDashboardUrl: QUEUE_DASHBOARD_URL };
  }

  @Post('control/queues/:queue/pause')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pause a queue: its workers take no new jobs (running ones finish)' })
  async pause(@Actor() actor: AuditActor, @Param('queue') queue: string): Promise<QueueView> {
    const name = queueNameOf(queue);
    await this.queues.pause(name, actor);
    return this.queues.view(name);
  }

  @Post('control/queues/:queue/resume')
  @HttpCode(200)
  @ApiOperation({ summary: 'Resume a paused queue' })
  async resume(@Actor() actor: AuditActor, @Param('queue') queue: string): Promise<QueueView> {
    const name = queueNameOf(queue);
    await this.queues.resume(name, actor);
    return this.queues.view(name);
  }

  @Post('control/queues/:queue/retry-failed')
  @HttpCode(200)
  @ApiOperation({ summary: "Move a queue's failed jobs back to waiting" })
  retryFailed(@Actor() actor: AuditActor, @Param('queue') queue: string): Promise<RetryFailedResult> {
    return this.queues.retryFailed(queueNameOf(queue), actor);
  }

  @Post('control/force-logout-all')
  @RecentMfa()
  @HttpCode(200)
  @ApiOperation({ summary: "End every session but the caller's own" })
  forceLogoutAll(@Actor() actor: AuditActor, @Req() request: FastifyRequest): Promise<ForceLogoutResult> {
    return this.logout.all(actor, request.auth!.session.id);
  }

  @Get('system/status')
  @ApiOperation({ summary: 'The System tab: database and migrations, queue, Redis, SMTP, providers, build' })
  status(): Promise<SystemStatusView> {
    return this.system.read(KNOWN_MIGRATIONS);
  }
}
