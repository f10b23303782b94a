import { useTranslation } from 'react-i18next';
import { useGo } from '../../../lib/navigation';

export function OrderNotFound() {
  const { t } = useTranslation();
  const navigate = useGo();
  return (
    <div className="center-card" role="alert" data-testid="order-not-found">
      <h1>{t('orders.notFound.title')}</h1>
      <p className="muted">{t('orders.notFound.text')}</p>
      <button type="button" onClick={() => navigate('/')}>
        {t('orders.notFound.home')}
      </button>
    </div>
  );
}
