import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';

export class ReconcileDayDto {
  @ApiProperty({ example: '2026-11-23', description: 'The UTC day to reconcile' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'day must be a date as YYYY-MM-DD' })
  day: string;
}
