import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SESSION_ID_PATTERN } from '@app/contracts';
import { DAYPASS_MAX_DAYS, DAYPASS_MIN_DAYS } from '@app/domain';
import { CART_MAX_QUANTITY } from '@app/cart';
import { Type } from 'class-transformer';
import { Allow, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

const SESSION_MESSAGE = 'sessionId must be 8 to 64 characters of A-Z, a-z, 0-9, _ or -';

const quantityRules = () => [
  Type(() => Number),
  IsInt({ message: 'quantity must be a whole number' }),
  Min(1, { message: 'quantity must be at least 1' }),
  Max(CART_MAX_QUANTITY, { message: `quantity must be at most ${CART_MAX_QUANTITY}` }),
];

const daysRules = () => [
  IsOptional(),
  Type(() => Number),
  IsInt({ message: 'customDays must be a whole number of days' }),
  Min(DAYPASS_MIN_DAYS, { message: `customDays must be at least ${DAYPASS_MIN_DAYS}` }),
  Max(DAYPASS_MAX_DAYS, { message: `customDays must be at most ${DAYPASS_MAX_DAYS}` }),
];

const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorator of decorators) decorator(target, key);
  };

export class CartQuery {
  @ApiProperty({ example: 'b0f4c9b1d6e24a51a8f7c3e2d1a0b9c8' })
  @Matches(SESSION_ID_PATTERN, { message: SESSION_MESSAGE })
  sessionId: string;
}

export class SessionParams {
  @ApiProperty()
  @Matches(SESSION_ID_PATTERN, { message: SESSION_MESSAGE })
  sessionId: string;
}

export class CartItemParams extends SessionParams {
  @ApiProperty({ example: 10101 })
  @Type(() => Number)
  @IsInt({ message: 'packageId must be a whole number' })
  @Min(1, { message: 'packageId must be a positive whole number' })
  @Max(2_147_483_647, { message: 'packageId is too large' })
  packageId: number;
}

export class AddToCartDto {
  @ApiPropertyOptional({
    description: 'The browser session; a missing or malformed one is replaced (the answer says by what)',
  })
  @IsOptional()
  @IsString({ message: 'sessionId must be a string' })
  @MaxLength(200, { message: 'sessionId is too long' })
  sessionId?: string | null;

  @ApiProperty({ example: 10101 })
  @Type(() => Number)
  @IsInt({ message: 'packageId must be a whole number' })
  @Min(1, { message: 'packageId must be a positive whole number' })
  @Max(2_147_483_647, { message: 'packageId is too large' })
  packageId: number;

  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: CART_MAX_QUANTITY })
  @IsOptional()
  @apply(quantityRules())
  quantity?: number;

  @ApiPropertyOptional({ description: 'DayPass days (1 to 30, default 1); only for a DayPass package' })
  @apply(daysRules())
  customDays?: number | null;

  @ApiPropertyOptional({
    description: 'Accepted for old clients and ignored: the server derives every price',
  })
  @Allow()
  customPrice?: unknown;
}

export class UpdateCartItemDto {
  @ApiProperty({ minimum: 1, maximum: CART_MAX_QUANTITY })
  @apply(quantityRules())
  quantity: number;

  @ApiPropertyOptional({ description: 'New DayPass days (1 to 30)' })
  @apply(daysRules())
  customDays?: number | null;
}
