import type { TFunction } from 'i18next';
import { useCallback, useState } from 'react';
import { ApiError } from '../../lib/api-client';

/** A text to show, computed at render time so it follows a language switch. */
export type Message = (t: TFunction) => string;

export const text =
  (key: string, params?: Record<string, unknown>): Message =>
  (t) =>
    String(t(key, params ?? {}));

/** A message state: `set(text('…'))` or `set(null)`. */
export function useMessage(initial: Message | null = null) {
  const [message, setMessage] = useState<Message | null>(() => initial);
  const set = useCallback((next: Message | null) => setMessage(() => next), []);
  return [message, set] as const;
}

/** The api's error codes as texts in the chosen language; anything else is `fallbackKey`. */
export function accountError(error: unknown, fallbackKey: string): Message {
  if (!(error instanceof ApiError)) return text(fallbackKey);
  switch (error.code) {
    case 'SIGN_IN_FAILED':
      return text('account.errors.signInFailed');
    case 'TOO_MANY_ATTEMPTS':
      return text(
        error.message.includes('accounts created')
          ? 'account.errors.tooManySignUps'
          : 'account.errors.tooManyAttempts',
      );
    case 'PHONE_TAKEN':
      return text('account.errors.phoneTaken');
    case 'EMAIL_TAKEN':
      return text('account.errors.emailTaken');
    case 'CURRENT_PASSWORD_INCORRECT':
      return text('account.settings.currentPasswordIncorrect');
    case 'ADMIN_SIGN_IN_FAILED':
      return text('account.admin.failedText');
    case 'CURRENT_PASSWORD_REQUIRED':
      return text('account.identity.passwordNeeded');
    case 'RESET_CODE_INVALID':
      return text('account.recovery.codeInvalid');
    case 'MFA_CODE_INVALID':
      return text('account.mfa.codeInvalid');
    default:
      return text(fallbackKey);
  }
}

/** The server's own words of an error (after the "<status>: " prefix), for the spec's "…: {message}". */
export const serverMessage = (error: unknown): string =>
  error instanceof ApiError ? error.message.replace(/^\d+: /, '') : String(error);
