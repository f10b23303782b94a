import type { CustomerOrderView } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EsimGuideActions } from '../../../components/esim-guide-actions';
import { EmailLinkForm } from './email-link-form';
import { OrderEsim } from './order-esim';
import { OrderProgress } from './order-progress';
import { OrderSummaryCard } from './order-summary-card';
import { SetupSteps, SupportInfo } from './setup-steps';

/**
 * The two order pages of the spec. 'success' (order success, signed in): the eSIMs with their QR
 * and install help, setup steps, summary, the PDF guide and email buttons, Contact Support.
 * 'confirmation' (order confirmation, open through the order link): summary, the eSIM list with
 * QR and download, setup steps, the PDF guide and email buttons (for whoever may see the order: the
 * signed-in owner or the link's holder; the server checks again), support, links to My eSIMs and
 * home; with the link's guest token also "Email me this link".
 */
export function OrderBody({
  order,
  variant,
  token = null,
}: {
  order: CustomerOrderView;
  variant: 'success' | 'confirmation';
  /** The order link's guest token (a guest's page): guide actions and "Email me this link" use it. */
  token?: string | null;
}) {
  const { t } = useTranslation();
  const esims = order.esims;
  const list = (
    <section data-testid="order-esims">
      {esims.length > 0 && (
        <h2 className="section-title">{t('orders.esimsTitle', { count: esims.length })}</h2>
      )}
      {esims.map((esim) => (
        <OrderEsim key={esim.id} esim={esim} />
      ))}
    </section>
  );
  const first = esims[0];
  const guide = {
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    customerEmail: order.customerEmail ?? '',
    token,
    esim: first
      ? { iccid: first.iccid, activationCode: first.activationCode, expiresAt: first.expiresAt }
      : undefined,
  };
  return (
    <div className="order-body" data-testid="order-page" data-order-status={order.status}>
      <p className="muted">
        {order.status === 'completed'
          ? t('orders.ready')
          : t('orders.thanks', { orderNumber: order.orderNumber })}
      </p>
      <OrderProgress order={order} />
      {variant === 'success' ? (
        <>
          {list}
          {esims.length > 0 && <SetupSteps />}
          <OrderSummaryCard order={order} />
          {esims.length > 0 && (
            <div className="esim-panel">
              <EsimGuideActions order={guide} />
            </div>
          )}
          <SupportInfo />
        </>
      ) : (
        <>
          <OrderSummaryCard order={order} />
          {token && (
            <EmailLinkForm orderNumber={order.orderNumber} token={token} email={order.customerEmail} />
          )}
          {list}
          {esims.length > 0 && <SetupSteps />}
          {esims.length > 0 && (
            <div className="esim-panel">
              <EsimGuideActions order={guide} />
            </div>
          )}
          <SupportInfo />
          <div className="page-actions">
            <Link className="button" to="/my-esims">
              {t('orders.links.myEsims')}
            </Link>
            <Link className="button secondary-link" to="/">
              {t('orders.links.home')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
