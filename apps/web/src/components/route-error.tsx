import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { isChunkLoadError, reloadForNewBuild } from '../lib/chunk-error';
import { useOnline } from '../lib/online';
import { NeedsNetwork } from './offline-state';

/**
 * Every route's errorElement (shop and admin): the spec's generic screen, 'Something went wrong'
 * with Try Again (renders the page again) and Refresh Page (reloads it). The error goes to the
 * console for whoever is debugging; the visitor sees no stack. A page whose code could not be
 * fetched says it needs the network when offline, and online loads the page again once (a newer
 * build is out: lib/chunk-error.ts).
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const online = useOnline();
  const chunk = isChunkLoadError(error);
  const [reloading] = useState(() => chunk && reloadForNewBuild());
  const [offlineAtFirst] = useState(!online);
  useEffect(() => {
    console.error(error);
  }, [error]);
  // back online: the page's code is fetched again by loading the page
  useEffect(() => {
    if (chunk && offlineAtFirst && online) window.location.reload();
  }, [chunk, offlineAtFirst, online]);
  if (reloading) return null;
  if (chunk && !online) return <NeedsNetwork />;
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
