import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeUpdate, waitingUpdate } from '../lib/app-update';
import { canInstall, declineInstall, promptInstall, subscribeInstall } from '../lib/install-prompt';
import './offline-state.css';

/** "A new version is available" with Reload, while a new build waits (lib/service-worker.ts). */
export function UpdateNotice() {
  const { t } = useTranslation();
  const accept = useSyncExternalStore(subscribeUpdate, waitingUpdate, () => null);
  if (!accept) return null;
  return (
    <div className="app-banner" role="status" data-testid="update-notice">
      <p>{t('app.update.available')}</p>
      <button type="button" onClick={accept}>
        {t('app.update.reload')}
      </button>
    </div>
  );
}

/**
 * The offer to install the shop, shown after a purchase while the browser allows it: the eSIMs
 * and their QR codes then open from the home screen with no network.
 */
export function InstallOffer() {
  const { t } = useTranslation();
  const offered = useSyncExternalStore(subscribeInstall, canInstall, () => false);
  if (!offered) return null;
  return (
    <section className="install-offer" data-testid="install-offer" aria-labelledby="install-offer-title">
      <h2 id="install-offer-title">{t('app.install.title')}</h2>
      <p className="muted">{t('app.install.text')}</p>
      <div className="row">
        <button type="button" onClick={() => void promptInstall()}>
          {t('app.install.accept')}
        </button>
        <button type="button" className="secondary" onClick={declineInstall}>
          {t('app.install.later')}
        </button>
      </div>
    </section>
  );
}
