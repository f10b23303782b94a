import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * `?phone=` as the old client sends it on eSIM reads. It identifies nobody: the auth guard refuses
 * a phone that is not the session's own (403), so it is only accepted here.
 */
export class PhoneQuery {
  @ApiPropertyOptional({ description: 'The signed-in customer’s own phone (optional; any other is refused)' })
  @IsOptional()
  @IsString({ message: 'phone must be a string' })
  @MaxLength(32, { message: 'phone is too long' })
  phone?: string;
}

/** POST /api/esims/sync-all-status: the spec's body (the session decides whose eSIMs). */
export class SyncAllDto {
  @ApiPropertyOptional({ description: 'The signed-in customer’s own phone (optional)' })
  @IsOptional()
  @IsString({ message: 'phone must be a string' })
  @MaxLength(32, { message: 'phone is too long' })
  phone?: string;
}

/** POST /api/pdf/generate-esim-guide. Only orderNumber and language are read; the rest comes from the server. */
export class GenerateGuideDto {
  @ApiProperty({ example: 'DL261122K7Q2XM' })
  @IsString({ message: 'orderNumber must be a string' })
  @MaxLength(40, { message: 'orderNumber is too long' })
  orderNumber: string;

  @ApiPropertyOptional({ description: 'The order link’s guest token (a guest order)' })
  @IsOptional()
  @IsString({ message: 'token must be a string' })
  @MaxLength(200, { message: 'token is too long' })
  token?: string;

  @ApiPropertyOptional({ enum: ['en', 'km'] })
  @IsOptional()
  @IsIn(['en', 'km'], { message: 'language must be en or km' })
  language?: 'en' | 'km';

  @ApiPropertyOptional({ description: 'Ignored: the server uses the order’s own data' })
  @IsOptional()
  @IsString({ message: 'customerEmail must be a string' })
  @MaxLength(254, { message: 'customerEmail is too long' })
  customerEmail?: string;

  @ApiPropertyOptional({ description: 'Ignored: the server uses the order’s own data' })
  @IsOptional()
  @IsString({ message: 'customerName must be a string' })
  @MaxLength(100, { message: 'customerName is too long' })
  customerName?: string;

  @ApiPropertyOptional({ description: 'Ignored: the server uses the order’s own data' })
  @IsOptional()
  esimDetails?: unknown;
}

/** POST /api/email/send-esim-instructions. */
export class SendInstructionsDto {
  @ApiProperty({ example: 'DL261122K7Q2XM' })
  @IsString({ message: 'orderNumber must be a string' })
  @MaxLength(40, { message: 'orderNumber is too long' })
  orderNumber: string;

  @ApiPropertyOptional({ description: 'The order link’s guest token (a guest order)' })
  @IsOptional()
  @IsString({ message: 'token must be a string' })
  @MaxLength(200, { message: 'token is too long' })
  token?: string;
}
