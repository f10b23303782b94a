import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DAYPASS_MAX_DAYS, DAYPASS_MIN_DAYS } from '@app/domain';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

/** POST /api/esims/{orderNumber}/prepare-renewal: the option chosen (any price sent is refused). */
export class PrepareRenewalDto {
  @ApiProperty({ description: 'A renewal option’s id (GET …/renewal-packages)', example: 9101 })
  @IsInt({ message: 'packageId must be a whole number (choose a renewal package)' })
  @Min(1, { message: 'packageId must be a renewal option’s id' })
  packageId: number;

  @ApiPropertyOptional({ description: 'DayPass only: the days, 1 to 30 (default 7)', example: 7 })
  @IsOptional()
  @IsInt({ message: 'daypassDays must be a whole number of days' })
  @Min(DAYPASS_MIN_DAYS, { message: `daypassDays must be at least ${DAYPASS_MIN_DAYS}` })
  @Max(DAYPASS_MAX_DAYS, { message: `daypassDays must be at most ${DAYPASS_MAX_DAYS}` })
  daypassDays?: number;

  @ApiPropertyOptional({ enum: ['en', 'km'], description: 'The language of the renewal’s emails' })
  @IsOptional()
  @IsIn(['en', 'km'], { message: 'language must be en or km' })
  language?: 'en' | 'km';
}
