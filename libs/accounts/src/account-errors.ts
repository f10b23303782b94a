import {
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  UnauthorizedException,
} from '@nestjs/common';
import type { AccountErrorCode } from '@app/contracts';
import { accountTexts } from '@app/i18n';

/** The api answers in English with the spec's texts; the web maps `code` to the chosen language. */
export const ACCOUNT_TEXTS = accountTexts.en;

const body = (code: AccountErrorCode, message: string, details?: object) => ({
  code,
  message,
  ...(details ? { details } : {}),
});

export const signInFailed = () =>
  new UnauthorizedException(body('SIGN_IN_FAILED', ACCOUNT_TEXTS.errors.signInFailed));

export const adminSignInFailed = () =>
  new UnauthorizedException(body('ADMIN_SIGN_IN_FAILED', ACCOUNT_TEXTS.admin.failedText));

export const tooManyAttempts = (
  retryAfterSeconds: number,
  message: string = ACCOUNT_TEXTS.errors.tooManyAttempts,
) =>
  new HttpException(body('TOO_MANY_ATTEMPTS', message, { retryAfterSeconds }), HttpStatus.TOO_MANY_REQUESTS);

export const phoneTaken = () => new ConflictException(body('PHONE_TAKEN', ACCOUNT_TEXTS.errors.phoneTaken));

export const emailTaken = () => new ConflictException(body('EMAIL_TAKEN', ACCOUNT_TEXTS.errors.emailTaken));

export const currentPasswordIncorrect = () =>
  new HttpException(
    body('CURRENT_PASSWORD_INCORRECT', ACCOUNT_TEXTS.settings.currentPasswordIncorrect),
    HttpStatus.BAD_REQUEST,
  );

export const lastAdmin = () => new ConflictException(body('LAST_ADMIN', ACCOUNT_TEXTS.errors.lastAdmin));

export const nothingToUpdate = () =>
  new HttpException(body('NOTHING_TO_UPDATE', ACCOUNT_TEXTS.errors.nothingToUpdate), HttpStatus.BAD_REQUEST);

/** Another user's account: refused the same way whether or not it exists. */
export const notYourAccount = () =>
  new ForbiddenException({ code: 'FORBIDDEN', message: 'You may only manage your own account' });

/** An admin may not demote, disable or delete their own account from the admin panel. */
/** Staff accounts and roles are the owner's (staff.manage). */
export const ownerOnly = () =>
  new ForbiddenException({
    code: 'PERMISSION_REQUIRED',
    message: 'Only an owner may add, edit or remove staff or change a role (staff.manage)',
  });

export const notOnYourself = () =>
  new ConflictException({
    code: 'NOT_ON_YOURSELF',
    message: 'Admins cannot demote, disable or delete themselves',
  });

export const currentPasswordRequired = () =>
  new HttpException(
    body('CURRENT_PASSWORD_REQUIRED', ACCOUNT_TEXTS.identity.passwordNeeded),
    HttpStatus.BAD_REQUEST,
  );
