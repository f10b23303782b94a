import type { CustomerOrderView } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { destinationName } from '../../lib/destination-name';
import { orderConfirmationPath, heldOrderLinks } from '../../lib/guest-orders';
import { EsimFlag } from '../esim/esim-flag';
import { dataLabel, daysLabel } from '../esim/esim-format';
import { EsimStatusBadge, OrderStatusBadge } from '../esim/status-badge';
import '../esim/esim.css';
import { toast } from '../toast';
import { useClaimHeldOrders, useHeldOrders } from './held-orders-api';
import './held-orders.css';

const tokenOf = (orderNumber: string): string | undefined =>
  heldOrderLinks().find((link) => link.orderNumber === orderNumber)?.token;

function HeldOrderCard({ order }: { order: CustomerOrderView }) {
  const { t, i18n } = useTranslation();
  const token = tokenOf(order.orderNumber);
  return (
    <article className="esim-panel held-order" data-testid="held-order" data-order-number={order.orderNumber}>
      <header className="held-order-head">
        <strong>{t('guestOrders.held.order', { orderNumber: order.orderNumber })}</strong>
        <OrderStatusBadge status={order.status} />
      </header>
      {order.esims.length === 0 ? (
        <p className="muted small">
          {['failed', 'cancelled', 'refunded'].includes(order.status)
            ? t('guestOrders.held.noEsim')
            : t('guestOrders.held.waiting')}
        </p>
      ) : (
        order.esims.map((esim) => (
          <div
            key={esim.id}
            className="held-order-esim"
            data-testid="held-order-esim"
            data-iccid={esim.iccid}
          >
            <EsimFlag countryCode={esim.countryCode} destination={esim.destination} />
            <div className="esim-card-title">
              <strong>{destinationName(esim, i18n.language)}</strong>
              <div className="muted small">
                {dataLabel(esim)} · {daysLabel(t, esim)} · {esim.iccid}
              </div>
            </div>
            <EsimStatusBadge status={esim.status} />
          </div>
        ))
      )}
      {token && (
        <Link className="button" to={orderConfirmationPath(order.orderNumber, token)}>
          {t('guestOrders.held.open')}
        </Link>
      )}
    </article>
  );
}

/**
 * The orders this browser holds links for (home and My eSIMs for visitors): each with its eSIMs
 * and a link to its order page. Nothing when the browser holds none, or none the server opens.
 */
export function HeldOrders() {
  const { t } = useTranslation();
  const held = useHeldOrders();
  const orders = held.data ?? [];
  if (orders.length === 0) return null;
  return (
    <section className="held-orders" data-testid="held-orders" aria-label={t('guestOrders.held.title')}>
      <h2 className="section-title">{t('guestOrders.held.title')}</h2>
      <p className="muted small">{t('guestOrders.held.text')}</p>
      {orders.map((order) => (
        <HeldOrderCard key={order.id} order={order} />
      ))}
      <Link className="small" to="/find-order">
        {t('guestOrders.held.findOther')}
      </Link>
    </section>
  );
}

/** My eSIMs for a signed-in customer: add the orders this browser holds links for to the account. */
export function ClaimHeldOrders() {
  const { t } = useTranslation();
  const held = useHeldOrders();
  const claim = useClaimHeldOrders();
  const count = held.data?.length ?? 0;
  if (count === 0) return null;
  const add = () =>
    claim.mutate(undefined, {
      onSuccess: (reply) =>
        toast({ title: t('guestOrders.claim.done', { count: reply.claimed.length }), variant: 'success' }),
      onError: () => toast({ title: t('guestOrders.claim.failed'), variant: 'destructive' }),
    });
  return (
    <div className="notice held-orders-claim" role="status" data-testid="claim-held-orders">
      <strong>{t('guestOrders.claim.title', { count })}</strong>
      <p className="muted small">{t('guestOrders.claim.text')}</p>
      <button type="button" onClick={add} disabled={claim.isPending}>
        {claim.isPending ? t('guestOrders.claim.adding') : t('guestOrders.claim.button')}
      </button>
    </div>
  );
}
