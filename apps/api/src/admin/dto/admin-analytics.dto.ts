import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** GET /api/admin/analytics: the range picker (UTC days, inclusive; default the last 30 days). */
export class AnalyticsQuery {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'First day (UTC), YYYY-MM-DD' })
  @IsOptional()
  @Matches(DAY, { message: 'from must be a date (YYYY-MM-DD)' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Last day (UTC), YYYY-MM-DD' })
  @IsOptional()
  @Matches(DAY, { message: 'to must be a date (YYYY-MM-DD)' })
  to?: string;
}
