import i18next, { type TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/**
 * An action's error in the chosen language: the text of its code when we have one; else, in
 * English, the server's own message; in another language, what the status code means (the
 * server's messages are written in English).
 */
export function adminErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const known = t(`admin.errors.${error.code}`, { defaultValue: '' });
    if (known) return known;
    if ((i18next.resolvedLanguage ?? i18next.language ?? 'en').startsWith('en'))
      return error.message.replace(/^\d+: /, '');
    return t(`control.status.${error.status}`, {
      defaultValue: t('control.status.other', { status: error.status }),
    });
  }
  if (error instanceof TypeError) return t('control.status.other', { status: 0 });
  return error instanceof Error ? error.message : String(error);
}
