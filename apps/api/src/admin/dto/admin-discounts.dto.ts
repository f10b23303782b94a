import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DISCOUNT_KINDS, type DiscountKind } from '@app/domain';
import type { DiscountCodeInput } from '@app/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDateString,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

/** The fields of a code that may change (PATCH /api/admin/discount-codes/:id). */
export class DiscountCodePatchDto implements Partial<DiscountCodeInput> {
  @ApiPropertyOptional({ enum: DISCOUNT_KINDS })
  @IsOptional()
  @IsIn(DISCOUNT_KINDS, { message: 'kind must be percent or fixed' })
  kind?: DiscountKind;

  @ApiPropertyOptional({ description: 'Whole percent, 1–100 (percent codes)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'percent must be a whole number from 1 to 100' })
  @Min(1, { message: 'percent must be a whole number from 1 to 100' })
  @Max(100, { message: 'percent must be a whole number from 1 to 100' })
  percent?: number | null;

  @ApiPropertyOptional({ description: 'Cents off (fixed codes)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'amountCents must be a whole number of cents' })
  @Min(1, { message: 'amountCents must be at least 1' })
  @Max(10_000_000, { message: 'amountCents is too large' })
  amountCents?: number | null;

  @ApiPropertyOptional({ type: [Number], description: 'Only these packages (empty: all)' })
  @IsOptional()
  @IsArray({ message: 'packageIds must be a list' })
  @ArrayMaxSize(500, { message: 'packageIds: at most 500' })
  @IsInt({ each: true, message: 'packageIds must be whole numbers' })
  packageIds?: number[];

  @ApiPropertyOptional({
    type: [String],
    description: 'Only these destinations, by country code (empty: all)',
  })
  @IsOptional()
  @IsArray({ message: 'countryCodes must be a list' })
  @ArrayMaxSize(300, { message: 'countryCodes: at most 300' })
  @IsString({ each: true, message: 'countryCodes must be codes such as TH' })
  @MaxLength(16, { each: true, message: 'countryCodes must be codes such as TH' })
  countryCodes?: string[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsDateString({}, { message: 'startsAt must be a date and time' })
  startsAt?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsDateString({}, { message: 'endsAt must be a date and time' })
  endsAt?: string | null;

  @ApiPropertyOptional({ description: 'Uses across all customers (empty: no limit)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'totalLimit must be a whole number' })
  @Min(1, { message: 'totalLimit must be at least 1' })
  totalLimit?: number | null;

  @ApiPropertyOptional({ description: 'Uses per customer (empty: no limit)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'perCustomerLimit must be a whole number' })
  @Min(1, { message: 'perCustomerLimit must be at least 1' })
  perCustomerLimit?: number | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'firstOrderOnly must be true or false' })
  firstOrderOnly?: boolean;

  @ApiPropertyOptional({ description: "Owners only: prices may go below the provider's cost" })
  @IsOptional()
  @IsBoolean({ message: 'belowCostAllowed must be true or false' })
  belowCostAllowed?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

/** POST /api/admin/discount-codes. */
export class DiscountCodeCreateDto extends DiscountCodePatchDto implements DiscountCodeInput {
  @ApiProperty({ example: 'WELCOME10' })
  @IsString({ message: 'code is required' })
  @MaxLength(32, { message: 'code must be at most 32 characters' })
  code: string;

  @ApiProperty({ enum: DISCOUNT_KINDS })
  @IsIn(DISCOUNT_KINDS, { message: 'kind must be percent or fixed' })
  declare kind: DiscountKind;
}
