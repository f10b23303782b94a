import { Controller, Get, Headers, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ProcessInfo, SystemCheckView } from '@app/contracts';
import { ServerDirectory } from '@app/admin';
import { SystemCheckService } from '@app/monitoring';
import { AdminOnly, Permission } from '../common/policy.decorator';

const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

@ApiTags('monitoring')
@AdminOnly()
@Permission('control.use')
@Controller('system')
export class SystemController {
  constructor(
    private readonly checks: SystemCheckService,
    private readonly servers: ServerDirectory,
  ) {}

  @Post('checks')
  @HttpCode(202)
  @ApiHeader({
    name: 'x-session-id',
    required: false,
    description: 'browser session whose /ws room gets the result',
  })
  @ApiOperation({
    summary: 'Ask a worker to check the deployment; the result is pushed as system_check_complete',
  })
  requestCheck(@Headers('x-session-id') sessionId?: string): Promise<SystemCheckView> {
    return this.checks.request(sessionId && SESSION_ID.test(sessionId) ? sessionId : null);
  }

  @Get('checks/:id')
  @ApiOperation({ summary: 'One deployment check and its results' })
  getCheck(@Param('id', new ParseUUIDPipe({ version: '4' })) id: string): Promise<SystemCheckView> {
    return this.checks.get(id);
  }

  @Get('processes')
  @ApiOperation({ summary: 'Live api and worker processes, from their heartbeats' })
  processes(): Promise<ProcessInfo[]> {
    return this.servers.processes();
  }
}
