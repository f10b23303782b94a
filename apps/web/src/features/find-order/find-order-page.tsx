import { useMutation } from '@tanstack/react-query';
import type { OrderLinkEmailReply } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../../components/esim/esim.css';
import '../../components/guest-orders/held-orders.css';
import { api, ApiError } from '../../lib/api-client';

/**
 * /find-order: a guest who lost the order link gives the order number and the email or phone used;
 * the server sends the link to the order's email. The page says the same whether or not they
 * matched (the server answers the same), so it reveals nothing about an order.
 */
export function FindOrderPage() {
  const { t } = useTranslation();
  const [orderNumber, setOrderNumber] = useState('');
  const [contact, setContact] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const find = useMutation({
    mutationFn: (body: { orderNumber: string; contact: string }) =>
      api<OrderLinkEmailReply>('/api/orders/find', { method: 'POST', body }),
    onError: (error) =>
      setProblem(
        error instanceof ApiError && error.status === 429
          ? t('guestOrders.find.tooMany')
          : t('guestOrders.find.failed'),
      ),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = orderNumber.trim().toUpperCase();
    if (!/^[A-Z0-9-]{6,20}$/.test(number)) return setProblem(t('guestOrders.find.orderNumberRequired'));
    if (contact.trim().length < 3) return setProblem(t('guestOrders.find.contactRequired'));
    setProblem(null);
    find.mutate({ orderNumber: number, contact: contact.trim() });
  };

  return (
    <section className="page find-order-page" data-testid="find-order">
      <h1>{t('guestOrders.find.title')}</h1>
      <p className="muted">{t('guestOrders.find.intro')}</p>
      {find.isSuccess ? (
        <p className="guest-sent" role="status" data-testid="find-order-sent">
          {t('guestOrders.find.sent')}
        </p>
      ) : (
        <form className="esim-panel guest-form" onSubmit={submit} noValidate>
          <label>
            {t('guestOrders.find.orderNumber')}
            <input
              name="orderNumber"
              value={orderNumber}
              onChange={(event) => setOrderNumber(event.target.value)}
              placeholder={t('guestOrders.find.orderNumberPlaceholder')}
              maxLength={20}
              autoCapitalize="characters"
            />
          </label>
          <label>
            {t('guestOrders.find.contact')}
            <input
              name="contact"
              value={contact}
              onChange={(event) => setContact(event.target.value)}
              placeholder={t('guestOrders.find.contactPlaceholder')}
              maxLength={254}
              autoComplete="email"
            />
          </label>
          {problem && (
            <p className="field-error" role="alert">
              {problem}
            </p>
          )}
          <button type="submit" disabled={find.isPending}>
            {find.isPending ? t('guestOrders.find.sending') : t('guestOrders.find.submit')}
          </button>
        </form>
      )}
      <p className="muted small">{t('guestOrders.find.noEmail')}</p>
    </section>
  );
}
