import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DiscoveryMonitor } from '@app/admin';
import type { AuditActor } from '@app/audit';
import type { DiscoveryConfig, MonitorStatus, PackageLoadReply } from '@app/contracts';
import { Actor } from '../common/audit-actor.decorator';
import { AdminOnly, Permission } from '../common/policy.decorator';
import { RealtimeGateway } from '../realtime/realtime.gateway';

/**
 * Discovery as the Real-time and Monitoring tabs drive it: the Section 2.4 monitor (Start/Stop
 * resume or pause the 20-SKU cycle), the package loader (a full load) and the API configuration.
 */
@ApiTags('monitoring')
@AdminOnly()
@Permission('control.use')
@Controller()
export class DiscoveryController {
  constructor(
    private readonly monitor: DiscoveryMonitor,
    private readonly gateway: RealtimeGateway,
  ) {}

  @Get('realtime/section24/status')
  @ApiOperation({ summary: 'Discovery monitor: cycle active, connected clients on every api, new packages' })
  async status(): Promise<MonitorStatus> {
    return this.monitor.status(await this.gateway.connectedClients());
  }

  @Post('realtime/section24/start')
  @HttpCode(200)
  @ApiOperation({ summary: 'Resumes the 20-SKU discovery cycle' })
  async start(@Actor() actor: AuditActor): Promise<MonitorStatus> {
    return this.monitor.setActive(true, actor, await this.gateway.connectedClients());
  }

  @Post('realtime/section24/stop')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pauses the 20-SKU discovery cycle (a full load still runs when asked)' })
  async stop(@Actor() actor: AuditActor): Promise<MonitorStatus> {
    return this.monitor.setActive(false, actor, await this.gateway.connectedClients());
  }

  @Post('realtime/section24/clear-counter')
  @HttpCode(200)
  @ApiOperation({ summary: 'Restarts the new-packages counter at now' })
  async clearCounter(@Actor() actor: AuditActor): Promise<MonitorStatus> {
    return this.monitor.clearCounter(actor, await this.gateway.connectedClients());
  }

  @Get('realtime/config')
  @ApiOperation({ summary: 'The API configuration box: base URL, token lifetime, cycle size and period' })
  config(): DiscoveryConfig {
    return this.monitor.config();
  }

  @Post('load-all-packages')
  @HttpCode(202)
  @ApiOperation({ summary: 'Queues a full catalogue load (409 while a sync runs); progress is pushed' })
  startLoad(@Actor() actor: AuditActor): Promise<PackageLoadReply> {
    return this.monitor.startLoad(actor);
  }

  @Post('load-all-packages/stop')
  @HttpCode(200)
  @ApiOperation({ summary: 'Asks the running load to stop after the SKUs in hand (409 when none runs)' })
  stopLoad(@Actor() actor: AuditActor): Promise<PackageLoadReply> {
    return this.monitor.stopLoad(actor);
  }

  @Get('load-all-packages/status')
  @ApiOperation({ summary: 'Progress of the catalogue load' })
  loadStatus(): Promise<PackageLoadReply> {
    return this.monitor.loadStatus();
  }
}
