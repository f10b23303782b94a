import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';

/**
 * Every route's errorElement (shop and admin): the spec's generic screen, 'Something went wrong'
 * with Try Again (renders the page again) and Refresh Page (reloads it). The error goes to the
 * console for whoever is debugging; the visitor sees no stack.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="center-card" role="alert" data-testid="route-error">
      <h1>{t('app.somethingWrong')}</h1>
      <div className="row" style={{ justifyContent: 'center' }}>
        <button onClick={() => void navigate(`${location.pathname}${location.search}`, { replace: true })}>
          {t('app.tryAgain')}
        </button>
        <button className="secondary" onClick={() => window.location.reload()}>
          {t('app.refreshPage')}
        </button>
      </div>
    </div>
  );
}
