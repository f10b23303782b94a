import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACCOUNT_TEXTS } from '@app/accounts';
import { PASSWORD_REQUIREMENTS } from '@app/domain';
import { OptionalField as Optional } from '../../common/optional-field';
import { MaxLength } from 'class-validator';
import {
  AtMostChars,
  BoundedPassword,
  EmailAddress,
  Matches,
  NormalisePhone,
  PlausiblePhone,
  Required,
  StrongPassword,
  Trim,
} from './account-validators';

const texts = ACCOUNT_TEXTS;

/** users.full_name is varchar(120). */
const FULL_NAME_MAX_LENGTH = 120;

/** An empty new password misses every requirement. */
const MUST_CONTAIN_ALL = [
  texts.passwordRules.mustContain,
  ...PASSWORD_REQUIREMENTS.map((key) => `• ${texts.passwordRules[key]}`),
].join('\n');

export class SignUpDto {
  @ApiProperty({ example: 'Sokha Chan' })
  @Trim()
  @Required(texts.errors.signUpRequired)
  @AtMostChars('fullName', FULL_NAME_MAX_LENGTH)
  fullName: string;

  @ApiProperty({ example: '+855 12 345 678', description: 'normalised: non-digits stripped, "+" in front' })
  @NormalisePhone()
  @Required(texts.errors.signUpRequired)
  @PlausiblePhone()
  phone: string;

  @ApiProperty({ example: 'sokha@example.com' })
  @Trim()
  @Required(texts.errors.signUpRequired)
  @EmailAddress()
  email: string;

  @ApiProperty({ description: '8+ characters, upper and lower case letter, digit, special character' })
  @Required(texts.errors.signUpRequired)
  @StrongPassword()
  password: string;
}

export class SignInDto {
  @ApiProperty({ example: '+855 12 345 678' })
  @NormalisePhone()
  @Required(texts.errors.signInRequired)
  @AtMostChars('phone', 32)
  phone: string;

  @ApiProperty()
  @Required(texts.errors.signInRequired)
  @BoundedPassword()
  password: string;
}

export class AdminSignInDto {
  @ApiProperty({ description: 'email or phone of an admin account', example: 'admin@example.com' })
  @Trim()
  @Required(texts.admin.identifierRequired)
  @AtMostChars('identifier', 254)
  identifier: string;

  @ApiProperty()
  @Required(texts.admin.passwordRequired)
  @BoundedPassword()
  password: string;
}

export class ChangePasswordDto {
  @ApiProperty({ description: 'the current password, checked again (throttled like a sign-in)' })
  @Required(texts.settings.enterCurrentPassword)
  @BoundedPassword()
  current: string;

  @ApiProperty({ description: 'the new password' })
  @Required(MUST_CONTAIN_ALL)
  @StrongPassword()
  new: string;

  @ApiProperty({ description: 'the new password again' })
  @Matches('new', texts.settings.passwordsDoNotMatch)
  confirm: string;
}

export class UpdateProfileDto {
  @ApiPropertyOptional({ example: 'Sokha Chan' })
  @Trim()
  @Optional()
  @Required(texts.errors.nameRequired)
  @AtMostChars('fullName', FULL_NAME_MAX_LENGTH)
  fullName?: string;

  @ApiPropertyOptional({ example: '+855 12 345 678' })
  @NormalisePhone()
  @Optional()
  @Required(texts.errors.invalidPhone)
  @PlausiblePhone()
  phone?: string;

  @ApiPropertyOptional({ example: 'sokha@example.com' })
  @Trim()
  @Optional()
  @Required(texts.errors.invalidEmail)
  @EmailAddress()
  email?: string;

  @ApiPropertyOptional({ description: 'the current password; required to change the phone or email' })
  @Optional()
  @BoundedPassword()
  currentPassword?: string;
}

export class ForgotPasswordDto {
  @ApiProperty({ example: 'sokha@example.com' })
  @Trim()
  @Required(texts.errors.invalidEmail)
  @EmailAddress()
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty({ example: 'sokha@example.com' })
  @Trim()
  @Required(texts.errors.invalidEmail)
  @EmailAddress()
  email: string;

  @ApiProperty({ description: 'the 8-digit code from the email', example: '01234567' })
  @Trim()
  @Required(texts.recovery.codeInvalid)
  @MaxLength(32, { message: texts.recovery.codeInvalid })
  code: string;

  @ApiProperty({ description: 'the new password' })
  @Required(MUST_CONTAIN_ALL)
  @StrongPassword()
  password: string;

  @ApiProperty({ description: 'the new password again' })
  @Matches('password', texts.recovery.passwordsDoNotMatch)
  confirm: string;
}
