import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { adminErrorText } from '../components/admin-error';

/** The view's own error codes first (attention.errors), then the admin panel's. */
export function attentionErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const known = t(`attention.errors.${error.code}`, { defaultValue: '' });
    if (known) return known;
  }
  return adminErrorText(error, t);
}
