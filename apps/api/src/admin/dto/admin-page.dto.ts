import { ApiPropertyOptional } from '@nestjs/swagger';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES } from '@app/domain';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** ?page (from 1) and ?pageSize (the spec's 10, 15 or 50) of the admin lists. */
export class AdminPageQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(100_000, { message: 'page is too large' })
  page: number = 1;

  @ApiPropertyOptional({ enum: ADMIN_PAGE_SIZES, default: ADMIN_DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsIn(ADMIN_PAGE_SIZES, { message: `pageSize must be one of ${ADMIN_PAGE_SIZES.join(', ')}` })
  pageSize: number = ADMIN_DEFAULT_PAGE_SIZE;

  @ApiPropertyOptional({
    description: 'Part of a name, an email, a phone number (digits) or an order number',
  })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'search must be a string' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;
}
