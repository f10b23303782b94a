import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../common/policy.decorator';
import { Metrics } from './metrics';
import { MetricsTokenGuard } from './metrics-token.guard';

// Scraped by Prometheus with the METRICS_TOKEN bearer token (required in production).
@ApiExcludeController()
@Public()
@UseGuards(MetricsTokenGuard)
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get()
  @Header('content-type', 'text/plain; version=0.0.4')
  scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
