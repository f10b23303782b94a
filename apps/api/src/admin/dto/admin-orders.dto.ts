import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ORDER_BULK_LIMIT } from '@app/contracts';
import { ORDER_STATUSES, type OrderStatus } from '@app/domain';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDate,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

const PROVIDERS = ['payway', 'paypal', 'stripe'] as const;
const date = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() ? new Date(value.trim()) : undefined;
import { AdminPageQuery } from './admin-page.dto';

export class AdminOrdersQuery extends AdminPageQuery {
  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` })
  status?: OrderStatus;

  @ApiPropertyOptional({ description: 'true: only orders with money flagged for a refund and not reviewed' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'refundOpen must be true or false' })
  refundOpen?: boolean;

  @ApiPropertyOptional({
    enum: PROVIDERS,
    description: 'Only orders with a payment attempt at this provider',
  })
  @IsOptional()
  @IsIn(PROVIDERS, { message: 'provider must be payway, paypal or stripe' })
  provider?: (typeof PROVIDERS)[number];

  @ApiPropertyOptional({ description: 'Placed at or after this time (ISO 8601)' })
  @IsOptional()
  @Transform(date)
  @IsDate({ message: 'from must be a date and time (ISO 8601)' })
  from?: Date;

  @ApiPropertyOptional({ description: 'Placed before this time (ISO 8601)' })
  @IsOptional()
  @Transform(date)
  @IsDate({ message: 'to must be a date and time (ISO 8601)' })
  to?: Date;

  @ApiPropertyOptional({ description: 'Total at least this many cents' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'minCents must be a whole number of cents' })
  @Min(0, { message: 'minCents must be 0 or more' })
  @Max(100_000_000, { message: 'minCents is too large' })
  minCents?: number;

  @ApiPropertyOptional({ description: 'Total at most this many cents' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'maxCents must be a whole number of cents' })
  @Min(0, { message: 'maxCents must be 0 or more' })
  @Max(100_000_000, { message: 'maxCents is too large' })
  maxCents?: number;

  @ApiPropertyOptional({ description: "Part of a line's destination" })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString({ message: 'destination must be a string' })
  @MaxLength(160, { message: 'destination must be at most 160 characters' })
  destination?: string;
}

/** An order number in a path (letters and digits, as newOrderNumber makes them). */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9]{4,20}$/;

export class RefundReviewDto {
  @ApiProperty({ enum: ['refunded', 'reviewed'] })
  @IsIn(['refunded', 'reviewed'], { message: 'outcome must be refunded or reviewed' })
  outcome: 'refunded' | 'reviewed';

  @ApiProperty({ description: 'What was done (e.g. the provider refund reference), 1 to 1000 characters' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'note must be a string' })
  @Length(1, 1000, { message: 'note must be 1 to 1000 characters' })
  note: string;
}

export class OrderNumberParam {
  @Matches(ORDER_NUMBER_PATTERN, { message: 'orderNumber must be 4 to 20 letters or digits' })
  orderNumber: string;
}

/** POST /api/admin/orders/bulk/<action>: the selected orders, 1 to ORDER_BULK_LIMIT of them. */
export class OrderBulkDto {
  @ApiProperty({ type: [String], example: ['DL261122K7Q2XM'], maxItems: ORDER_BULK_LIMIT })
  @IsArray({ message: 'orderNumbers must be a list of order numbers' })
  @ArrayMinSize(1, { message: 'orderNumbers must name at least one order' })
  @ArrayMaxSize(ORDER_BULK_LIMIT, {
    message: `orderNumbers may name at most ${ORDER_BULK_LIMIT} orders`,
  })
  @Matches(ORDER_NUMBER_PATTERN, {
    each: true,
    message: 'each of orderNumbers must be 4 to 20 letters or digits',
  })
  orderNumbers: string[];
}
