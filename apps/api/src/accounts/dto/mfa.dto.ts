import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class MfaCodeDto {
  @ApiProperty({ description: 'the 6-digit TOTP code, or a recovery code', example: '123456' })
  @IsString({ message: 'code must be a string' })
  @MinLength(6, { message: 'code must be at least 6 characters' })
  @MaxLength(32, { message: 'code must be at most 32 characters' })
  code: string;
}
