import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { ADMIN_PACKAGE_TYPES } from '@app/admin';
import type { AdminPackageType } from '@app/contracts';
import { BULK_PRICE_ADJUSTMENT_MAX_PERCENT, PRICING_MARKUP_MAX, PRICING_MARKUP_MIN } from '@app/domain';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { Required, Trim } from '../../accounts/dto/account-validators';
import { AdminPageQuery } from './admin-page.dto';

const TYPE_MESSAGE = `type must be one of ${ADMIN_PACKAGE_TYPES.join(', ')}`;
/** The largest price the panel accepts: $100,000.00 in cents. */
const MAX_PRICE_CENTS = 10_000_000;

export class AdminPackagesQuery extends AdminPageQuery {
  @ApiPropertyOptional({ description: "A stored continent ('Common': regional packages)" })
  @IsOptional()
  @IsString({ message: 'continent must be a string' })
  @MaxLength(60, { message: 'continent must be at most 60 characters' })
  continent?: string;

  @ApiPropertyOptional({ enum: ADMIN_PACKAGE_TYPES })
  @IsOptional()
  @IsIn(ADMIN_PACKAGE_TYPES, { message: TYPE_MESSAGE })
  type?: AdminPackageType;
}

/** GET /api/admin/packages/export.csv: the list's filters, without paging. */
export class AdminPackagesExportQuery {
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'search must be a string' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'continent must be a string' })
  @MaxLength(60, { message: 'continent must be at most 60 characters' })
  continent?: string;

  @ApiPropertyOptional({ enum: ADMIN_PACKAGE_TYPES })
  @IsOptional()
  @IsIn(ADMIN_PACKAGE_TYPES, { message: TYPE_MESSAGE })
  type?: AdminPackageType;
}

const cents = (field: string) => [
  IsInt({ message: `${field} must be a whole number of cents` }),
  Min(0, { message: `${field} must be 0 or more` }),
  Max(MAX_PRICE_CENTS, { message: `${field} must be at most ${MAX_PRICE_CENTS} cents` }),
];

const apply =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((decorator) => decorator(target, key));

/** POST /api/admin/packages: the package dialog (admin §2.5). Prices in integer cents. */
export class AdminPackageDto {
  @ApiProperty()
  @Trim()
  @Required('destination is required')
  @MaxLength(160, { message: 'destination must be at most 160 characters' })
  destination: string;

  @ApiProperty({ description: "A continent, or 'Common' for a regional package" })
  @Trim()
  @IsString({ message: 'continent must be a string' })
  @MaxLength(60, { message: 'continent must be at most 60 characters' })
  continent: string;

  @ApiProperty({ example: '1GB' })
  @Trim()
  @Required('data is required')
  @MaxLength(24, { message: 'data must be at most 24 characters' })
  data: string;

  @ApiProperty()
  @IsInt({ message: 'days must be a whole number' })
  @Min(1, { message: 'days must be 1 or more' })
  @Max(365, { message: 'days must be at most 365' })
  days: number;

  @ApiProperty({ example: 'TH' })
  @Trim()
  @Required('countryCode is required')
  @Matches(/^[A-Za-z0-9-]{2,16}$/, { message: 'countryCode must be 2 to 16 letters or digits' })
  countryCode: string;

  @ApiProperty({ description: 'Sale price in cents' })
  @apply(...cents('priceCents'))
  @Min(1, { message: 'priceCents must be more than 0' })
  priceCents: number;

  @ApiProperty({ description: 'Cost (wholesale) price in cents' })
  @apply(...cents('costCents'))
  costCents: number;

  @ApiProperty()
  @Trim()
  @Required('apiCode is required')
  @MaxLength(100, { message: 'apiCode must be at most 100 characters' })
  apiCode: string;

  @ApiProperty({ enum: ADMIN_PACKAGE_TYPES })
  @IsIn(ADMIN_PACKAGE_TYPES, { message: TYPE_MESSAGE })
  type: AdminPackageType;

  @ApiProperty({ description: 'Plan description' })
  @Trim()
  @IsString({ message: 'plan must be a string' })
  @MaxLength(255, { message: 'plan must be at most 255 characters' })
  plan: string;
}

/** PATCH /api/admin/packages/{id}: only the changed fields. */
export class AdminPackagePatchDto extends PartialType(AdminPackageDto, { skipNullProperties: false }) {}

export class AvailabilityDto {
  @ApiProperty()
  @IsBoolean({ message: 'isAvailable must be true or false' })
  isAvailable: boolean;
}

export class BulkPriceDto {
  @ApiProperty({ description: 'Percent change, e.g. 10 or -5.5' })
  @Type(() => Number)
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
    {
      message: 'percentage must be a number with at most 2 decimals',
    },
  )
  @Min(-99.99, { message: 'percentage must be greater than -100' })
  @Max(BULK_PRICE_ADJUSTMENT_MAX_PERCENT, {
    message: `percentage must be at most ${BULK_PRICE_ADJUSTMENT_MAX_PERCENT}`,
  })
  percentage: number;
}

export class SettingsDto {
  @ApiProperty({ minimum: PRICING_MARKUP_MIN, maximum: PRICING_MARKUP_MAX })
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
    {
      message: `markup must be a number from ${PRICING_MARKUP_MIN} to ${PRICING_MARKUP_MAX} with at most 2 decimals`,
    },
  )
  @Min(PRICING_MARKUP_MIN, { message: `markup must be at least ${PRICING_MARKUP_MIN}` })
  @Max(PRICING_MARKUP_MAX, { message: `markup must be at most ${PRICING_MARKUP_MAX}` })
  markup: number;
}
