import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ORDER_MAX_LINES } from '@app/orders';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsUUID, Max, Min, ValidateNested } from 'class-validator';
import { OptionalField } from '../../common/optional-field';

/** The most one refund may give back, in cents (the server's rule decides what is left of the payment). */
const MAX_REFUND_CENTS = 100_000_000;

export class PartialRefundLineDto {
  @ApiProperty({ description: 'An order line (order_item id) of this order' })
  @IsUUID('4', { message: 'lines.orderItemId must be an order line id' })
  orderItemId: string;

  @ApiPropertyOptional({ description: 'Cents of the line to refund; omitted: all that is left of it' })
  @OptionalField()
  @IsInt({ message: 'lines.amountCents must be a whole number of cents' })
  @Min(1, { message: 'lines.amountCents must be at least 1 cent' })
  @Max(MAX_REFUND_CENTS, { message: 'lines.amountCents is too large' })
  amountCents?: number;
}

export class PartialRefundDto {
  @ApiProperty({
    description: 'Idempotency key made when the dialog opens (a uuid): a repeat answers the same refund',
  })
  @IsUUID('4', { message: 'requestKey must be a uuid' })
  requestKey: string;

  @ApiPropertyOptional({
    type: [PartialRefundLineDto],
    description: 'The lines to refund (or give amountCents)',
  })
  @OptionalField()
  @IsArray({ message: 'lines must be a list' })
  @ArrayMaxSize(ORDER_MAX_LINES, { message: `lines: an order holds at most ${ORDER_MAX_LINES} lines` })
  @ValidateNested({ each: true })
  @Type(() => PartialRefundLineDto)
  lines?: PartialRefundLineDto[];

  @ApiPropertyOptional({ description: 'Cents to refund of the order (when no lines are chosen)' })
  @OptionalField()
  @IsInt({ message: 'amountCents must be a whole number of cents' })
  @Min(1, { message: 'amountCents must be at least 1 cent' })
  @Max(MAX_REFUND_CENTS, { message: 'amountCents is too large' })
  amountCents?: number;
}
