import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import './not-found.css';

/**
 * The pages a lost visitor can go to. The spec's list also has /dashboard and /install-guide;
 * this shop has no such pages, so they are not offered. /terms is added.
 */
export const AVAILABLE_ROUTES = [
  { path: '/', label: 'home' },
  { path: '/settings', label: 'settings' },
  { path: '/my-esims', label: 'myEsims' },
  { path: '/faq', label: 'faq' },
  { path: '/contact', label: 'contact' },
  { path: '/terms', label: 'terms' },
] as const;

/** Any unknown path: says so and lists the available routes. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="page not-found-page">
      <p className="not-found-code">{t('notFound.code')}</p>
      <h1>{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.body', { path: pathname })}</p>
      <h2>{t('notFound.available')}</h2>
      <ul className="route-list">
        {AVAILABLE_ROUTES.map((route) => (
          <li key={route.path}>
            <Link to={route.path}>
              <code>{route.path}</code>
              <span>{t(`notFound.routes.${route.label}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link className="not-found-home" to="/">
        {t('notFound.goHome')}
      </Link>
    </section>
  );
}
