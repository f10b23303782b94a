import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGo } from '../../lib/navigation';

/** The header's destination search (wide screens, pages other than the home): opens the home's results. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useGo();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    navigate(text ? `/?${new URLSearchParams({ q: text }).toString()}` : '/');
  };
  return (
    <form className="header-search" role="search" onSubmit={submit}>
      <label className="search-box">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16.5 16.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="sr-only">{t('shop.header.searchLabel')}</span>
        <input
          type="search"
          value={query}
          placeholder={t('shop.header.searchPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </label>
      <button type="submit" className="sr-only">
        {t('shop.header.search')}
      </button>
    </form>
  );
}
