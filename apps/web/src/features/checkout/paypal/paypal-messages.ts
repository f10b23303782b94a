import { PAYPAL_ERROR_CODES, type PaypalErrorCode } from '@app/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/** Kept for /paypal-debug: the last PayPal error this tab saw. */
export const LAST_PAYPAL_ERROR_KEY = 'paypalLastError';

export function rememberPaypalError(text: string): void {
  sessionStorage.setItem(LAST_PAYPAL_ERROR_KEY, JSON.stringify({ text, at: new Date().toISOString() }));
}

export function lastPaypalError(): { text: string; at: string } | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(LAST_PAYPAL_ERROR_KEY) ?? 'null') as {
      text?: unknown;
      at?: unknown;
    } | null;
    return value && typeof value.text === 'string' && typeof value.at === 'string'
      ? { text: value.text, at: value.at }
      : null;
  } catch {
    return null;
  }
}

const isKnownCode = (code: string): code is PaypalErrorCode =>
  (PAYPAL_ERROR_CODES as readonly string[]).includes(code);

/**
 * The spec's payment error alert: 'PayPal payment failed. ' plus the text of the code, 'Error code:
 * {code}…' for another code, 'Details: {message}' without a code, the connection text with neither.
 */
export function paymentFailedText(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError && error.code !== 'ERROR' ? error.code : null;
  const message = error instanceof ApiError ? error.message.replace(/^\d+: /, '') : '';
  const detail = code
    ? isKnownCode(code)
      ? t(`paypal.failed.${code}`)
      : t('paypal.failed.other', { code })
    : message
      ? t('paypal.failed.details', { message })
      : t('paypal.failed.unknown');
  return `${t('paypal.failed.prefix')}${detail}`;
}

/** 'PayPal order creation failed: {message}' with the server's message (or the status). */
export function createFailedText(t: TFunction, error: unknown): string {
  const message = error instanceof ApiError ? error.message.replace(/^\d+: /, '') : String(error);
  return t('paypal.errors.createFailed', { message });
}
