import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { RESCUE_PAYMENT_METHODS, type RescuePaymentMethod } from '@app/contracts';
import { IsBoolean, IsIn, IsString, IsUUID, MaxLength } from 'class-validator';
import { OptionalField } from '../../common/optional-field';
import { PrepareRenewalDto } from './renewals.dto';

/** PUT /api/account/alert-preferences: the kinds to change (true = on). */
export class AlertPreferencesDto {
  @ApiPropertyOptional({ description: '80 % of the data used' })
  @OptionalField()
  @IsBoolean({ message: 'usage_80 must be true or false' })
  usage_80?: boolean;

  @ApiPropertyOptional({ description: 'The data used up' })
  @OptionalField()
  @IsBoolean({ message: 'usage_100 must be true or false' })
  usage_100?: boolean;

  @ApiPropertyOptional({ description: '24 hours before the eSIM ends' })
  @OptionalField()
  @IsBoolean({ message: 'expiry_24h must be true or false' })
  expiry_24h?: boolean;
}

export class RescueParams {
  @ApiProperty({ description: 'The eSIM the link names' })
  @IsUUID('all', { message: 'esimId must be an eSIM id' })
  esimId: string;
}

export class RescueQuery {
  @ApiProperty({ description: 'The link’s signed token' })
  @IsString({ message: 't must be the link’s token' })
  @MaxLength(80, { message: 't is not a top-up link token' })
  t: string;
}

/** POST /api/rescue/{esimId}/renewal: the option chosen and the link's token. */
export class RescueRenewalDto extends PrepareRenewalDto {
  @ApiPropertyOptional({
    enum: RESCUE_PAYMENT_METHODS,
    description: 'KHQR on the page (default), or PayPal with the returned token',
  })
  @OptionalField()
  @IsIn(RESCUE_PAYMENT_METHODS, {
    message: `paymentMethod must be one of ${RESCUE_PAYMENT_METHODS.join(', ')}`,
  })
  paymentMethod?: RescuePaymentMethod;

  @ApiProperty({ description: 'The link’s signed token' })
  @IsString({ message: 't must be the link’s token' })
  @MaxLength(80, { message: 't is not a top-up link token' })
  t: string;
}
