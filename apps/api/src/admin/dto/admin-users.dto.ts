import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { UserRole } from '@app/contracts';
import { STAFF_ROLES, type StaffRole } from '@app/domain';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../../common/optional-field';
import {
  EmailAddress,
  NormalisePhone,
  PlausiblePhone,
  Required,
  StrongPassword,
  Trim,
} from '../../accounts/dto/account-validators';
import { AdminPageQuery } from './admin-page.dto';

const ROLES: UserRole[] = ['user', 'admin'];

export class AdminUsersQuery extends AdminPageQuery {
  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES, { message: 'role must be user or admin' })
  role?: UserRole;
}

/** POST /api/admin/users: the Add User dialog (admin §2.6). */
export class AdminCreateUserDto {
  @ApiProperty()
  @Trim()
  @Required('fullName is required')
  @MaxLength(120, { message: 'fullName is too long' })
  fullName: string;

  @ApiProperty()
  @Trim()
  @Required('email is required')
  @EmailAddress()
  email: string;

  @ApiProperty()
  @NormalisePhone()
  @Required('phone is required')
  @PlausiblePhone()
  phone: string;

  @ApiProperty()
  @Required('password is required')
  @StrongPassword()
  password: string;

  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: 'role must be user or admin' })
  role: UserRole;

  @ApiPropertyOptional({
    enum: STAFF_ROLES,
    description: 'a staff account (role admin) with this role; owners only',
  })
  @OptionalField()
  @IsIn(STAFF_ROLES, { message: 'staffRole must be owner, admin, support or finance' })
  staffRole?: StaffRole;
}

/** PATCH /api/admin/users/{id}: the Edit User dialog, plus disabling an account. */
export class AdminUpdateUserDto {
  @ApiPropertyOptional()
  @OptionalField()
  @Trim()
  @IsString({ message: 'fullName must be a string' })
  @Required('fullName must not be blank')
  @MaxLength(120, { message: 'fullName is too long' })
  fullName?: string;

  @ApiPropertyOptional()
  @OptionalField()
  @Trim()
  @Required('email must not be blank')
  @EmailAddress()
  email?: string;

  @ApiPropertyOptional()
  @OptionalField()
  @NormalisePhone()
  @Required('phone must not be blank')
  @PlausiblePhone()
  phone?: string;

  @ApiPropertyOptional({ enum: ROLES })
  @OptionalField()
  @IsIn(ROLES, { message: 'role must be user or admin' })
  role?: UserRole;

  @ApiPropertyOptional({
    enum: STAFF_ROLES,
    description: 'makes the account staff with this role; owners only',
  })
  @OptionalField()
  @IsIn(STAFF_ROLES, { message: 'staffRole must be owner, admin, support or finance' })
  staffRole?: StaffRole;

  @ApiPropertyOptional()
  @OptionalField()
  @IsBoolean({ message: 'isVerified must be true or false' })
  isVerified?: boolean;

  @ApiPropertyOptional({ description: 'true: the account cannot sign in and its sessions end' })
  @OptionalField()
  @IsBoolean({ message: 'disabled must be true or false' })
  disabled?: boolean;
}
