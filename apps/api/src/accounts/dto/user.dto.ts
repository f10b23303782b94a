import { ApiProperty } from '@nestjs/swagger';
import type { UserRole, UserView } from '@app/contracts';
import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission, type StaffRole } from '@app/domain';

export class UserViewDto implements UserView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() fullName: string;
  @ApiProperty() email: string;
  @ApiProperty({ example: '+85512345678' }) phone: string;
  @ApiProperty({ enum: ['user', 'admin'] }) role: UserRole;
  @ApiProperty({ enum: STAFF_ROLES, nullable: true }) staffRole: StaffRole | null;
  @ApiProperty({ enum: STAFF_PERMISSIONS, isArray: true }) permissions: StaffPermission[];
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
