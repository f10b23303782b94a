import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SESSION_ID_PATTERN } from '@app/contracts';
import { Allow, IsIn, IsObject, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const SESSION_MESSAGE = 'sessionId must be 8 to 64 characters of A-Z, a-z, 0-9, _ or -';

/** POST /api/paypal/create-order: which order (ours), and who asks; amounts sent along are only compared. */
export class PaypalCreateOrderDto {
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

  @ApiPropertyOptional({ description: 'The guest access token from create-order' })
  @IsOptional()
  @IsString({ message: 'accessToken must be a string' })
  @MaxLength(128, { message: 'accessToken is too long' })
  accessToken?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(SESSION_ID_PATTERN, { message: SESSION_MESSAGE })
  sessionId?: string;

  @ApiPropertyOptional({ description: 'Compared with the order (409 when different); never charged' })
  @Allow()
  amount?: unknown;

  @ApiPropertyOptional({ enum: ['USD'] })
  @IsOptional()
  @IsIn(['USD'], { message: 'currency must be USD' })
  currency?: 'USD';

  @ApiPropertyOptional({ enum: ['CAPTURE'] })
  @IsOptional()
  @IsIn(['CAPTURE'], { message: 'intent must be CAPTURE' })
  intent?: 'CAPTURE';
}

export class PaypalCaptureOrderDto {
  @ApiProperty({ description: "PayPal's order id (the token on the return URL)" })
  @IsString({ message: 'orderID must be a string' })
  @Matches(/^[A-Za-z0-9-]{1,64}$/, { message: 'orderID must be 1 to 64 characters of A-Z, a-z, 0-9 or -' })
  orderID: string;

  @ApiPropertyOptional({
    description: 'The pendingOrder record: only its sessionId and accessToken are read (whose order it is)',
  })
  @IsOptional()
  @IsObject({ message: 'orderData must be an object' })
  orderData?: Record<string, unknown>;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'accessToken must be a string' })
  @MaxLength(128, { message: 'accessToken is too long' })
  accessToken?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(SESSION_ID_PATTERN, { message: SESSION_MESSAGE })
  sessionId?: string;
}
