import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/** An action's error in the chosen language when its code is known, else the server's message. */
export function adminErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const known = t(`admin.errors.${error.code}`, { defaultValue: '' });
    if (known) return known;
    return error.message.replace(/^\d+: /, '');
  }
  return error instanceof Error ? error.message : String(error);
}
