import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGo } from '../../../lib/navigation';
import { readPendingOrder } from '../../../lib/checkout-storage';
import { lastPaypalError } from './paypal-messages';
import './paypal.css';

/**
 * /paypal-debug (open page, reached from the PayPal error box's Debug Info): what support needs to
 * know about this browser and its PayPal attempt. Order number and amount only: no token, no contact data.
 */
export function PaypalDebugPage() {
  const { t, i18n } = useTranslation();
  const navigate = useGo();
  const [copied, setCopied] = useState(false);
  const pending = readPendingOrder();
  const error = lastPaypalError();
  const rows: [string, string][] = [
    [t('paypal.debug.page'), window.location.origin],
    [t('paypal.debug.language'), i18n.language],
    [t('paypal.debug.online'), navigator.onLine ? t('paypal.debug.onlineYes') : t('paypal.debug.onlineNo')],
    [t('paypal.debug.browser'), navigator.userAgent],
    [
      t('paypal.debug.pendingOrder'),
      pending && pending !== 'unreadable'
        ? `${pending.orderNumber} · ${pending.amount} USD`
        : pending === 'unreadable'
          ? 'unreadable'
          : t('paypal.debug.none'),
    ],
    [t('paypal.debug.lastError'), error ? `${error.text} (${error.at})` : t('paypal.debug.none')],
    [t('paypal.debug.time'), new Date().toISOString()],
  ];
  const copy = () => {
    const text = rows.map(([name, value]) => `${name}: ${value}`).join('\n');
    void navigator.clipboard?.writeText(text).then(() => setCopied(true));
  };
  return (
    <section className="page paypal-debug">
      <h1>{t('paypal.debug.title')}</h1>
      <p className="muted">{t('paypal.debug.intro')}</p>
      <div className="checkout-card">
        <dl>
          {rows.map(([name, value]) => (
            <div key={name} style={{ display: 'contents' }}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="paypal-debug-actions">
          <button type="button" onClick={copy}>
            {copied ? t('paypal.debug.copied') : t('paypal.debug.copy')}
          </button>
          <button type="button" className="secondary" onClick={() => navigate('/paypal-checkout')}>
            {t('paypal.debug.backToPaypal')}
          </button>
          <button type="button" className="secondary" onClick={() => navigate('/checkout')}>
            {t('paypal.backToCheckout')}
          </button>
        </div>
      </div>
    </section>
  );
}
