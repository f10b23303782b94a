import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** GET /api/orders/{id or orderNumber}: a guest proves the order is theirs with the order link's token. */
export class OrderDetailQuery {
  @ApiPropertyOptional({ description: 'The guest access token from the order link' })
  @IsOptional()
  @IsString({ message: 'token must be a string' })
  @MaxLength(128, { message: 'token is too long' })
  token?: string;

  @ApiPropertyOptional({ description: 'The signed-in customer’s own phone (optional; any other is refused)' })
  @IsOptional()
  @IsString({ message: 'phone must be a string' })
  @MaxLength(32, { message: 'phone is too long' })
  phone?: string;
}
