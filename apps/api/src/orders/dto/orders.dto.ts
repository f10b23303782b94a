import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** GET /api/orders/{id or orderNumber}: a guest proves the order is theirs with the order link's token. */
export class OrderDetailQuery {
  @ApiPropertyOptional({ description: 'The guest access token from the order link' })
  @IsOptional()
  @IsString({ message: 'token must be a string' })
  @MaxLength(128, { message: 'token is too long' })
  token?: string;

  @ApiPropertyOptional({ description: 'The signed-in customer’s own phone (optional; any other is refused)' })
  @IsOptional()
  @IsString({ message: 'phone must be a string' })
  @MaxLength(32, { message: 'phone is too long' })
  phone?: string;
}

/**
 * GET /api/orders: with ?transactionId the checkout's public poll (that attempt's order status, a
 * list); without it the signed-in customer's orders.
 */
export class OrdersListQuery {
  @ApiPropertyOptional({ example: 'DL261122K7Q2XMC1', description: 'A PayWay tran_id (the checkout poll)' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,20}$/, {
    message: 'transactionId must be 1 to 20 characters of A-Z, a-z, 0-9, _ or -',
  })
  transactionId?: string;

  @ApiPropertyOptional({ description: 'The signed-in customer’s own phone (optional; any other is refused)' })
  @IsOptional()
  @IsString({ message: 'phone must be a string' })
  @MaxLength(32, { message: 'phone is too long' })
  phone?: string;
}
