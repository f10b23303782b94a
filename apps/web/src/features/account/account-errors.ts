import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/** The api's error codes in the chosen language; anything else falls back to `fallback`. */
export function accountErrorText(t: TFunction, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  switch (error.code) {
    case 'SIGN_IN_FAILED':
      return t('account.errors.signInFailed');
    case 'TOO_MANY_ATTEMPTS':
      return error.message.includes('accounts created')
        ? t('account.errors.tooManySignUps')
        : t('account.errors.tooManyAttempts');
    case 'PHONE_TAKEN':
      return t('account.errors.phoneTaken');
    case 'EMAIL_TAKEN':
      return t('account.errors.emailTaken');
    case 'CURRENT_PASSWORD_INCORRECT':
      return t('account.settings.currentPasswordIncorrect');
    case 'ADMIN_SIGN_IN_FAILED':
      return t('account.admin.failedText');
    default:
      return fallback;
  }
}
