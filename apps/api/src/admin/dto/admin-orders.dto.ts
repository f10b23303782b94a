import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ORDER_STATUSES, type OrderStatus } from '@app/domain';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Length, Matches } from 'class-validator';
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
