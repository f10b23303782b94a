import { useTranslation } from 'react-i18next';

export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <label className="search-box">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16.5 16.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{t('catalogue.home.searchLabel')}</span>
      <input
        type="search"
        value={value}
        placeholder={t('catalogue.home.searchPlaceholder')}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
    </label>
  );
}
