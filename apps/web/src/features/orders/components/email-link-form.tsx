import { useMutation } from '@tanstack/react-query';
import type { OrderLinkEmailReply } from '@app/contracts';
import { isPlausibleEmail } from '@app/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../components/guest-orders/held-orders.css';
import { CopyRow } from '../../../components/esim/copy-button';
import { api, ApiError } from '../../../lib/api-client';
import { orderConfirmationPath } from '../../../lib/guest-orders';

/**
 * "Email me this link" on a guest's order page: the order link is the guest's only key to the
 * eSIM, so the page offers to send it by email (an order placed without an email keeps the
 * address, so Find my order and the eSIM emails reach it later).
 */
export function EmailLinkForm({
  orderNumber,
  token,
  email,
}: {
  orderNumber: string;
  token: string;
  email: string | null;
}) {
  const { t } = useTranslation();
  const [address, setAddress] = useState(email ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (to: string) =>
      api<OrderLinkEmailReply>('/api/orders/email-link', {
        method: 'POST',
        body: { orderNumber, token, email: to },
      }),
    onError: (error) =>
      setProblem(
        error instanceof ApiError && error.status === 429
          ? t('guestOrders.emailLink.tooMany')
          : t('guestOrders.emailLink.failed'),
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const to = address.trim();
    if (!isPlausibleEmail(to)) {
      setProblem(t('guestOrders.emailLink.invalid'));
      return;
    }
    setProblem(null);
    send.mutate(to);
  };
  return (
    <section className="esim-panel email-link" data-testid="email-link">
      <h2 className="section-title">{t('guestOrders.emailLink.title')}</h2>
      <p className="muted small">{t('guestOrders.emailLink.text')}</p>
      {/* The link itself, on screen: a guest who gave no email copies it (or has it emailed below). */}
      <CopyRow
        label={t('guestOrders.emailLink.link')}
        value={`${window.location.origin}${orderConfirmationPath(orderNumber, token)}`}
      />
      {send.isSuccess ? (
        <p className="guest-sent" role="status" data-testid="email-link-sent">
          {t('guestOrders.emailLink.sent', { email: address.trim().toLowerCase() })}
        </p>
      ) : (
        <form className="guest-form" onSubmit={submit} noValidate>
          <label>
            {t('guestOrders.emailLink.email')}
            <input
              type="email"
              name="email"
              autoComplete="email"
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              aria-invalid={problem ? true : undefined}
            />
          </label>
          {problem && (
            <p className="field-error" role="alert">
              {problem}
            </p>
          )}
          <button type="submit" disabled={send.isPending}>
            {send.isPending ? t('guestOrders.emailLink.sending') : t('guestOrders.emailLink.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
