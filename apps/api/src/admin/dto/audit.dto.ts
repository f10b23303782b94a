import { ApiPropertyOptional } from '@nestjs/swagger';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES } from '@app/domain';
import { AUDIT_ACTIONS } from '@app/contracts';
import { Transform, Type } from 'class-transformer';
import { IsDate, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const trim = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;
const date = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() ? new Date(value.trim()) : undefined;

/** GET /api/admin/audit/export.csv: the Audit tab's filters. */
export class AuditFilterQuery {
  @ApiPropertyOptional({ description: "Part of the actor's email, or their id" })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'actor must be a string' })
  @MaxLength(320, { message: 'actor must be at most 320 characters' })
  actor?: string;

  @ApiPropertyOptional({ description: 'A target type (package, user, provider…), type:id, or part of an id' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'target must be a string' })
  @MaxLength(160, { message: 'target must be at most 160 characters' })
  target?: string;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @IsOptional()
  @Transform(trim)
  @IsIn(AUDIT_ACTIONS, { message: `action must be one of ${AUDIT_ACTIONS.join(', ')}` })
  action?: string;

  @ApiPropertyOptional({ description: 'From this time (ISO 8601), inclusive' })
  @IsOptional()
  @Transform(date)
  @IsDate({ message: 'from must be a date and time (ISO 8601)' })
  from?: Date;

  @ApiPropertyOptional({ description: 'Until this time (ISO 8601), exclusive' })
  @IsOptional()
  @Transform(date)
  @IsDate({ message: 'to must be a date and time (ISO 8601)' })
  to?: Date;
}

/** GET /api/admin/audit: the filters, ?page and ?pageSize (10, 15 or 50). */
export class AuditQuery extends AuditFilterQuery {
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
}
