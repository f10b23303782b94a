import i18next from 'i18next';
import { ADMIN_TEXTS, LANGUAGES, webTexts } from '@app/i18n';

/** The admin app's texts, added when the admin app starts (a shop visit never loads them). */
export function addAdminTexts(): void {
  for (const language of LANGUAGES)
    i18next.addResourceBundle(language, 'translation', webTexts(ADMIN_TEXTS, language), true, false);
}
