import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@app/i18n';
import { setLanguage } from '../lib/i18n';

const LABELS: Record<Language, string> = { en: 'English', km: 'ខ្មែរ' };

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-switch">
      <span className="sr-only">{t('app.language')}</span>
      <select
        aria-label={t('app.language')}
        value={i18n.language}
        onChange={(event) => setLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LABELS[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
