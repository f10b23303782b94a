import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Length, ValidateIf } from 'class-validator';
import { OptionalField } from '../../common/optional-field';

export class AttentionQuery {
  @ApiPropertyOptional({ description: 'true: the orders marked handled instead of the open ones' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'handled must be true or false' })
  handled?: boolean;
}

export class MarkHandledDto {
  @ApiProperty({ description: 'What was done or who owns it now, 1 to 1000 characters' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'note must be a string' })
  @Length(1, 1000, { message: 'note must be 1 to 1000 characters' })
  note: string;
}

/** A partial change: a field not sent keeps its value. */
export class DeliverySettingsDto {
  @ApiPropertyOptional({
    description: 'Minutes after payment before an undelivered order needs attention (1 to 1440)',
  })
  @OptionalField()
  @IsInt({ message: 'slaMinutes must be a whole number of minutes' })
  slaMinutes?: number;

  @ApiPropertyOptional({
    nullable: true,
    description: 'null: no automatic refund; else minutes after payment (30 to 10080, longer than the SLA)',
  })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsInt({ message: 'autoRefundMinutes must be null or a whole number of minutes' })
  autoRefundMinutes?: number | null;
}
