import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

/** The signed-in home's bottom navigation: eSIMs and Settings. */
export function BottomNav() {
  const { t } = useTranslation();
  return (
    <nav className="bottom-nav" aria-label={t('catalogue.home.navigation')}>
      <NavLink to="/my-esims">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path
            d="M7 2h7l5 5v13a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <rect x="8.5" y="11" width="7" height="7" rx="1" fill="currentColor" />
        </svg>
        {t('catalogue.home.esims')}
      </NavLink>
      <NavLink to="/settings">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {t('catalogue.home.settings')}
      </NavLink>
    </nav>
  );
}
