import { ApiPropertyOptional } from '@nestjs/swagger';
import { SESSION_ID_PATTERN } from '@app/contracts';
import { Allow, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** Who asks about an order they hold no session for: the guest token (a sessionId is accepted and ignored). */
export class OrderRequesterDto {
  @ApiPropertyOptional({ description: 'The guest access token from create-order' })
  @IsOptional()
  @IsString({ message: 'accessToken must be a string' })
  @MaxLength(128, { message: 'accessToken is too long' })
  accessToken?: string;

  @ApiPropertyOptional({ description: 'Accepted for older clients; the cart id proves nothing' })
  @IsOptional()
  @Matches(SESSION_ID_PATTERN, { message: 'sessionId must be 8 to 64 characters of A-Z, a-z, 0-9, _ or -' })
  sessionId?: string;
}

/** Which of our orders a payment call is about, and the amount the browser shows (only compared). */
export class OrderReferenceDto extends OrderRequesterDto {
  @ApiPropertyOptional({ description: 'Our order id from create-order' })
  @IsOptional()
  @IsString({ message: 'orderId must be a string' })
  @MaxLength(64, { message: 'orderId is too long' })
  orderId?: string;

  @ApiPropertyOptional({ description: 'Our order number, when the id is not at hand' })
  @IsOptional()
  @IsString({ message: 'orderNumber must be a string' })
  @MaxLength(40, { message: 'orderNumber is too long' })
  orderNumber?: string;

  @ApiPropertyOptional({ description: 'Compared with the order (409 when different); never charged' })
  @Allow()
  amount?: unknown;
}
