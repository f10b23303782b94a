import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { SESSION_ID_PATTERN, type CheckoutPaymentMethod } from '@app/contracts';
import {
  CUSTOMER_NAME_MIN_LENGTH,
  CUSTOMER_PHONE_MIN_LENGTH,
  DAYPASS_MAX_DAYS,
  DAYPASS_MIN_DAYS,
  isPlausiblePhone,
} from '@app/domain';
import { ORDER_MAX_LINES, ORDER_MAX_QUANTITY } from '@app/orders';
import { Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const DAYS_MESSAGE = `customDays must be a whole number from ${DAYPASS_MIN_DAYS} to ${DAYPASS_MAX_DAYS}`;

/**
 * One requested line: a package id, a quantity and DayPass days. The package's own fields (the
 * payment dialog sends them) and any price (customPrice, finalPrice, price) are accepted and ignored:
 * the server prices every line from its catalogue.
 */
export class CreateOrderItemDto {
  @ApiPropertyOptional({ example: 10101 })
  @ValidateIf((item: CreateOrderItemDto) => item.packageId !== undefined || item.id === undefined)
  @Type(() => Number)
  @IsInt({ message: 'items.packageId must be a whole number' })
  @Min(1, { message: 'items.packageId must be a positive whole number' })
  @Max(2_147_483_647, { message: 'items.packageId is too large' })
  packageId?: number;

  @ApiPropertyOptional({ description: 'The payment dialog sends the package itself: its id' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'items.id must be a whole number' })
  @Min(1, { message: 'items.id must be a positive whole number' })
  @Max(2_147_483_647, { message: 'items.id is too large' })
  id?: number;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'items.quantity must be a whole number' })
  @Min(1, { message: 'items.quantity must be at least 1' })
  @Max(ORDER_MAX_QUANTITY, { message: `items.quantity must be at most ${ORDER_MAX_QUANTITY}` })
  quantity?: number;

  @ApiPropertyOptional({ description: 'DayPass days (1..30)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: DAYS_MESSAGE })
  @Min(DAYPASS_MIN_DAYS, { message: DAYS_MESSAGE })
  @Max(DAYPASS_MAX_DAYS, { message: DAYS_MESSAGE })
  customDays?: number | null;

  @ApiPropertyOptional({ description: 'The payment dialog name of customDays' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: DAYS_MESSAGE })
  @Min(DAYPASS_MIN_DAYS, { message: DAYS_MESSAGE })
  @Max(DAYPASS_MAX_DAYS, { message: DAYS_MESSAGE })
  dayPassDays?: number | null;

  // Sent by the browser, never used: prices and descriptive package fields.
  @Allow() customPrice?: unknown;
  @Allow() finalPrice?: unknown;
  @Allow() price?: unknown;
  @Allow() packageType?: unknown;
  @Allow() destination?: unknown;
  @Allow() destinationKm?: unknown;
  @Allow() countryCode?: unknown;
  @Allow() continent?: unknown;
  @Allow() data?: unknown;
  @Allow() unit?: unknown;
  @Allow() days?: unknown;
  @Allow() type?: unknown;
  @Allow() apiCode?: unknown;
  @Allow() isDayPass?: unknown;
  @Allow() variants?: unknown;
  @Allow() coverage?: unknown;
  @Allow() supportCountry?: unknown;
  @Allow() networkData?: unknown;
  @Allow() remark?: unknown;
  @Allow() customerPrice?: unknown;
  @Allow() plan?: unknown;
  @Allow() name?: unknown;
  @Allow() package?: unknown;
  @Allow() priceCents?: unknown;
  @Allow() kind?: unknown;
  @Allow() minDays?: unknown;
  @Allow() maxDays?: unknown;
  @Allow() renewable?: unknown;
}

/** POST /api/create-order: the checkout form (purchase-flow §5 messages) and the cart's lines. */
export class CreateOrderDto {
  @ApiProperty({ example: 'Sok Dara' })
  @Transform(trim)
  @IsString({ message: 'Name must be at least 2 characters' })
  @MinLength(CUSTOMER_NAME_MIN_LENGTH, { message: 'Name must be at least 2 characters' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  customerName: string;

  @ApiPropertyOptional({ example: 'sok@example.com' })
  @Transform(trim)
  @ValidateIf(
    (dto: CreateOrderDto) =>
      dto.customerEmail !== undefined && dto.customerEmail !== null && dto.customerEmail !== '',
  )
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  customerEmail?: string | null;

  @ApiProperty({
    example: '012 345 678',
    description: 'Local (0…) numbers are Cambodian; others with their + code',
  })
  @Transform(trim)
  @IsString({ message: 'Please enter a valid phone number' })
  @MinLength(CUSTOMER_PHONE_MIN_LENGTH, { message: 'Please enter a valid phone number' })
  @MaxLength(32, { message: 'Please enter a valid phone number' })
  @Matches(/^\+?[\d\s().-]+$/, { message: 'Please enter a valid phone number' })
  @ValidateBy({
    name: 'plausiblePhone',
    validator: {
      validate: (value) => isPlausiblePhone(String(value)),
      defaultMessage: () => 'Please enter a valid phone number',
    },
  })
  customerPhone: string;

  @ApiProperty({ type: [CreateOrderItemDto] })
  @IsArray({ message: 'items must be a list' })
  @ArrayMinSize(1, { message: 'items: the order has no items' })
  @ArrayMaxSize(ORDER_MAX_LINES, { message: `items: an order holds at most ${ORDER_MAX_LINES} lines` })
  @ValidateNested({ each: true })
  @Type(() => CreateOrderItemDto)
  items: CreateOrderItemDto[];

  @ApiProperty({
    example: '12.00',
    description: 'The total the browser shows (USD); another server total is a 409',
  })
  @IsDefined({ message: 'totalAmount is required' })
  totalAmount: number | string;

  @ApiProperty({ enum: ['payway_khqr', 'paypal', 'stripe'] })
  @IsIn(['payway_khqr', 'paypal', 'stripe'], { message: 'Please select a payment method' })
  paymentMethod: CheckoutPaymentMethod;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(SESSION_ID_PATTERN, { message: 'sessionId must be 8 to 64 characters of A-Z, a-z, 0-9, _ or -' })
  sessionId?: string;

  @ApiPropertyOptional({ enum: ['en', 'km'] })
  @IsOptional()
  @IsIn(['en', 'km'], { message: 'language must be en or km' })
  language?: 'en' | 'km';

  @ApiPropertyOptional({ example: 'WELCOME10', description: 'A discount code; the server prices it' })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'discountCode must be text' })
  @MaxLength(32, { message: 'discountCode must be at most 32 characters' })
  discountCode?: string | null;
}

/** POST /api/discount-codes/check: a code and the lines it would price (who buys, when known). */
export class DiscountCheckDto extends PickType(CreateOrderDto, ['items', 'sessionId'] as const) {
  @ApiProperty({ example: 'WELCOME10' })
  @Transform(trim)
  @IsString({ message: 'code must be text' })
  @MinLength(1, { message: 'code is required' })
  @MaxLength(32, { message: 'code must be at most 32 characters' })
  code: string;

  @ApiPropertyOptional({ description: 'A guest counts by email, else by phone' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(254)
  customerEmail?: string | null;

  @ApiPropertyOptional()
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(32)
  customerPhone?: string | null;
}
