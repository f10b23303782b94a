import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsObject, IsOptional, IsString, Matches } from 'class-validator';
import { OrderReferenceDto, OrderRequesterDto } from './order-reference.dto';

/** POST /api/paypal/create-order: which order (ours), and who asks; amounts sent along are only compared. */
export class PaypalCreateOrderDto extends OrderReferenceDto {
  @ApiPropertyOptional({ enum: ['USD'] })
  @IsOptional()
  @IsIn(['USD'], { message: 'currency must be USD' })
  currency?: 'USD';

  @ApiPropertyOptional({ enum: ['CAPTURE'] })
  @IsOptional()
  @IsIn(['CAPTURE'], { message: 'intent must be CAPTURE' })
  intent?: 'CAPTURE';
}

export class PaypalCaptureOrderDto extends OrderRequesterDto {
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
}
