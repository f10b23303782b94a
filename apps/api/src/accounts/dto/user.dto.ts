import { ApiProperty } from '@nestjs/swagger';
import type { UserRole, UserView } from '@app/contracts';

export class UserViewDto implements UserView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() fullName: string;
  @ApiProperty() email: string;
  @ApiProperty({ example: '+85512345678' }) phone: string;
  @ApiProperty({ enum: ['user', 'admin'] }) role: UserRole;
  @ApiProperty() isVerified: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class AuthUserResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: UserViewDto }) user: UserViewDto;
  @ApiProperty() message: string;
}

export class CurrentUserResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: UserViewDto, nullable: true }) user: UserViewDto | null;
}

export class MessageResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty() message: string;
}
