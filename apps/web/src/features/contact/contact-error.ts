import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/**
 * What the form says when sending failed: the server's own message for bad input and the hourly
 * limit, the spec's texts otherwise ('Server error…' for 5xx, the network one when nothing came back).
 */
export function contactErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 400 || error.status === 429) return error.message.replace(/^\d{3}: /, '');
    if (error.status >= 500) return t('contact.serverError');
    return t('contact.failed');
  }
  return t('contact.networkError');
}
