import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { overallStatus, Probes } from '@app/monitoring';
import { Public } from '../common/policy.decorator';

@ApiTags('monitoring')
@Public()
@Controller('health')
export class HealthController {
  private readonly started = Date.now();

  constructor(private readonly probes: Probes) {}

  @Get()
  @ApiOperation({ summary: 'Liveness: the process answers' })
  live(): { status: 'ok'; uptimeSeconds: number } {
    return { status: 'ok', uptimeSeconds: Math.round((Date.now() - this.started) / 1000) };
  }

  @Get('ready')
  @HttpCode(200)
  @ApiOperation({ summary: 'Readiness: the database and the queue are reachable (503 otherwise)' })
  async ready(): Promise<{ status: string; checks: Awaited<ReturnType<Probes['database']>>[] }> {
    const checks = await Promise.all([this.probes.database(), this.probes.queue()]);
    const status = overallStatus(checks);
    if (status !== 'ok') throw new ServiceUnavailableException({ message: 'not ready', details: checks });
    return { status, checks };
  }
}
