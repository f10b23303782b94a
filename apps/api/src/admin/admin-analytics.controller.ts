import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminAnalyticsService, analyticsRange } from '@app/admin';
import type { AdminAnalytics } from '@app/contracts';
import { AdminOnly, Permission } from '../common/policy.decorator';
import { AnalyticsQuery } from './dto/admin-analytics.dto';

@ApiTags('admin')
@AdminOnly()
@Permission('finance.read')
@Controller('admin/analytics')
export class AdminAnalyticsController {
  constructor(private readonly analytics: AdminAnalyticsService) {}

  @Get()
  @ApiOperation({
    summary:
      'Analytics tab: package distribution, orders and revenue per day, statuses, methods, top destinations, funnel, payment-to-eSIM time',
  })
  get(@Query() query: AnalyticsQuery): Promise<AdminAnalytics> {
    return this.analytics.analytics(analyticsRange(query.from, query.to));
  }
}
