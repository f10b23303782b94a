import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ServerDirectory } from '@app/admin';
import type { AuditActor } from '@app/audit';
import type { AddServerReply, RealtimeMonitoringReply, ServerStatusReply } from '@app/contracts';
import { Actor } from '../common/audit-actor.decorator';
import { AdminOnly, Permission } from '../common/policy.decorator';
import { AddServerDto } from './dto/add-server.dto';

/** The spec's server status calls (admin §7 "Health and monitoring"), from the ServerDirectory. */
@ApiTags('monitoring')
@AdminOnly()
@Permission('control.use')
@Controller('servers')
export class ServersController {
  constructor(private readonly servers: ServerDirectory) {}

  @Post('status')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'success, servers (processes from heartbeats, declared servers not seen yet, probed services), summary',
  })
  status(): Promise<ServerStatusReply> {
    return this.servers.status();
  }
}

/** Realtime monitoring and Add Server, at the spec's paths. */
@ApiTags('monitoring')
@AdminOnly()
@Permission('control.use')
@Controller('monitoring')
export class MonitoringServersController {
  constructor(private readonly servers: ServerDirectory) {}

  @Get('realtime')
  @ApiOperation({ summary: 'systemHealthPercentage from the probes, the active (answering) process' })
  realtime(): Promise<RealtimeMonitoringReply> {
    return this.servers.realtimeView();
  }

  @Post('add-server')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Declare an expected server (e.g. a worker group): expected, not seen, until its heartbeat arrives',
  })
  add(@Actor() actor: AuditActor, @Body() body: AddServerDto): Promise<AddServerReply> {
    return this.servers.add(body, actor);
  }

  @Delete('servers/:name')
  @ApiOperation({ summary: 'Forget a declared server' })
  remove(
    @Actor() actor: AuditActor,
    @Param('name') name: string,
  ): Promise<{ success: true; removed: string }> {
    return this.servers.remove(name, actor);
  }
}
