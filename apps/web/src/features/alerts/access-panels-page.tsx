import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './alerts.css';

/**
 * /access-panels: links to the staff tools and nothing else. No credentials, no stored admin
 * record, no claim about who may enter: each tool asks for its own sign-in (and TOTP).
 */
export function AccessPanelsPage() {
  const { t } = useTranslation();
  return (
    <section className="access-panels" data-testid="access-panels">
      <h1>{t('alerts.accessPanels.title')}</h1>
      <p className="muted">{t('alerts.accessPanels.intro')}</p>
      <ul className="stack">
        <li className="card">
          <a href="/?subdomain=admin" data-testid="admin-app-link">
            <strong>{t('alerts.accessPanels.adminApp')}</strong>
          </a>
          <p className="muted">{t('alerts.accessPanels.adminAppText')}</p>
        </li>
        <li className="card">
          <a href="/api/admin/queues" data-testid="queues-link">
            <strong>{t('alerts.accessPanels.queues')}</strong>
          </a>
          <p className="muted">{t('alerts.accessPanels.queuesText')}</p>
        </li>
      </ul>
      <Link to="/">{t('alerts.accessPanels.back')}</Link>
    </section>
  );
}
