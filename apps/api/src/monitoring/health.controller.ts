import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HealthReport, ReadinessReport } from '@app/contracts';
import { canTakeOrders, overallStatus, Probes } from '@app/monitoring';
import { Public } from '../common/policy.decorator';

/**
 * The three probes of an api instance (docs/operations.md "Health probes"):
 * - live: the process answers; asks nothing else, so an outage elsewhere never restarts it;
 * - ready: it can take orders: the database answers (a Redis outage leaves it ready: orders are
 *   taken and their events wait in the outbox); 503 otherwise, so it leaves the load balancer;
 * - health: the report of its dependencies (ok, degraded with Redis down, down without the
 *   database), always 200 while the process answers.
 */
@ApiTags('monitoring')
@Public()
@Controller('health')
export class HealthController {
  private readonly started = Date.now();

  constructor(private readonly probes: Probes) {}

  private uptimeSeconds(): number {
    return Math.round((Date.now() - this.started) / 1000);
  }

  @Get()
  @ApiOperation({
    summary: 'Health report: the database and the queue, ok / degraded (Redis down) / down (database down)',
  })
  async report(): Promise<HealthReport> {
    const checks = await this.probes.core();
    return { status: overallStatus(checks), uptimeSeconds: this.uptimeSeconds(), checks };
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness: the process answers (no dependency is asked)' })
  live(): { status: 'ok'; uptimeSeconds: number } {
    return { status: 'ok', uptimeSeconds: this.uptimeSeconds() };
  }

  @Get('ready')
  @HttpCode(200)
  @ApiOperation({ summary: 'Readiness: can take orders, i.e. the database answers (503 otherwise)' })
  async ready(): Promise<ReadinessReport> {
    const checks = await this.probes.core();
    const status = overallStatus(checks);
    if (!canTakeOrders(checks))
      throw new ServiceUnavailableException({ message: 'not ready', details: { status, checks } });
    return { status, checks };
  }
}
