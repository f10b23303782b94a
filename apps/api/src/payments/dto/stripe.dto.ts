import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** GET /api/stripe/status/{orderNumber}?token=: the order link's guest token. */
export class StripeStatusQueryDto {
  @ApiPropertyOptional({ description: 'The guest access token of the order link' })
  @IsOptional()
  @IsString({ message: 'token must be a string' })
  @MaxLength(128, { message: 'token is too long' })
  token?: string;
}
