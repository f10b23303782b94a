import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import {
  RESCUE_PAYMENT_METHODS,
  type RescueLinkProblem,
  type RescuePaymentMethod,
  type RescueRenewalResponse,
} from '@app/contracts';
import { DAYPASS_RENEWAL_DEFAULT_DAYS, dayPassRenewalPrice, formatUsd } from '@app/domain';
import { Riel } from '../../components/riel';
import { TelegramLink } from '../../components/telegram-link';
import { dateTimeLabel } from '../../components/esim/esim-format';
import { ApiError } from '../../lib/api-client';
import { destinationName } from '../../lib/destination-name';
import { khmerPlanName } from '../../lib/plan-name';
import { renewalOptionName } from '../../lib/renewal-option-name';
import { useCreatePaypalOrder } from '../../lib/paypal-api';
import { writePendingOrder } from '../../lib/checkout-storage';
import { useRescue, useRescueQr, useRescueRenewal, useVerifiedOrder } from './api/rescue';
import './alerts.css';

const PROBLEMS: RescueLinkProblem[] = ['RESCUE_LINK_INVALID', 'RESCUE_LINK_EXPIRED', 'RESCUE_LINK_REVOKED'];
const METHOD_TEXT: Record<RescuePaymentMethod, string> = {
  payway_khqr: 'checkout.methodPayway',
  paypal: 'checkout.methodPaypal',
};

/**
 * /esim/{id}/rescue?t=…: the alert email's top-up link. No sign-in: the signed token opens this
 * eSIM's renewal options (priced by the server), the renewal is paid by KHQR here (the verified
 * payment goes on to /payment-success) or by PayPal (its approval page, then the PayPal page
 * captures with the order's token). The eSIM's order can be followed in Telegram from here. A small
 * chunk of its own (no checkout, no QR lib).
 */
export function RescuePage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const rescue = useRescue(id, token);
  const renewal = useRescueRenewal(id);
  const paypal = useCreatePaypalOrder();
  const [method, setMethod] = useState<RescuePaymentMethod>('payway_khqr');
  const [chosen, setChosen] = useState<number | null>(null);
  const [days, setDays] = useState(DAYPASS_RENEWAL_DEFAULT_DAYS);
  const [placed, setPlaced] = useState<RescueRenewalResponse | null>(null);

  if (rescue.isPending) return <p className="rescue muted">{t('alerts.rescue.loading')}</p>;
  if (rescue.isError) {
    const code = rescue.error instanceof ApiError ? rescue.error.code : '';
    const problem = PROBLEMS.find((candidate) => candidate === code) ?? 'RESCUE_LINK_INVALID';
    return (
      <section className="rescue card" data-testid="rescue-refused" data-problem={problem}>
        <h1>{t(`alerts.rescue.refused.${problem}.title`)}</h1>
        <p>{t(`alerts.rescue.refused.${problem}.text`)}</p>
        <Link className="button" to="/">
          {t('alerts.rescue.home')}
        </Link>
      </section>
    );
  }
  const view = rescue.data;
  const option = view.renewalOptions.find((candidate) => candidate.id === chosen) ?? null;
  const priceCents = option
    ? option.supportDaypass
      ? dayPassRenewalPrice(option.priceCents, days)
      : option.priceCents
    : null;
  const date = (iso: string) => dateTimeLabel(iso, i18n.language);
  const destination = destinationName(view, i18n.language);
  const plan =
    i18n.language === 'km'
      ? khmerPlanName(t, { destination, data: view.data, days: view.days, dayPass: view.isDayPass })
      : view.plan;

  const pay = () => {
    if (!option) return;
    renewal.mutate(
      {
        t: token,
        packageId: option.id,
        paymentMethod: method,
        ...(option.supportDaypass ? { daypassDays: days } : {}),
      },
      { onSuccess: method === 'paypal' ? toPaypal : setPlaced },
    );
  };

  /** PayPal: its order for ours (with our order's token), kept for the PayPal page, then approval. */
  const toPaypal = (order: RescueRenewalResponse) => {
    if (!option) return;
    paypal.mutate(
      { orderId: order.orderId, orderNumber: order.orderNumber, accessToken: order.accessToken },
      {
        onSuccess: (reply) => {
          writePendingOrder({
            orderId: order.orderId,
            orderNumber: order.orderNumber,
            amount: order.amount,
            sessionId: '',
            items: [
              {
                packageId: option.id,
                quantity: 1,
                customDays: option.supportDaypass ? days : null,
                customPrice: null,
                package: {
                  destination: '',
                  plan: option.name,
                  price: order.amount,
                  data: option.data,
                  days: option.days,
                },
              },
            ],
            customer: { name: '', email: '', phone: '' },
            accessToken: order.accessToken,
          });
          window.location.assign(reply.approveUrl);
        },
      },
    );
  };

  return (
    <section className="rescue" data-testid="rescue-page">
      <h1>{t('alerts.rescue.title')}</h1>
      <p className="muted">{t('alerts.rescue.subtitle')}</p>
      <div className="card rescue-plan" data-testid="rescue-plan">
        <strong>{plan}</strong>
        <span>{view.data}</span>
        {view.usagePercent !== null && (
          <span>{t('alerts.rescue.used', { percent: Math.floor(view.usagePercent) })}</span>
        )}
        {view.expiresAt && <span>{t('alerts.rescue.ends', { date: date(view.expiresAt) })}</span>}
      </div>
      {placed ? (
        <RescuePayment placed={placed} />
      ) : view.renewalOptions.length === 0 ? (
        <p className="card">{t('alerts.rescue.noOptions')}</p>
      ) : (
        <>
          <h2>{t('alerts.rescue.choose')}</h2>
          <ul className="rescue-options">
            {view.renewalOptions.map((candidate) => (
              <li key={candidate.id}>
                <label
                  className={`card rescue-option${candidate.id === chosen ? ' selected' : ''}`}
                  data-testid="rescue-option"
                >
                  <input
                    type="radio"
                    name="renewal"
                    checked={candidate.id === chosen}
                    onChange={() => setChosen(candidate.id)}
                  />
                  <span>
                    <strong>{renewalOptionName(t, candidate, destination, i18n.language)}</strong>
                    <br />
                    <span className="muted">
                      {candidate.supportDaypass
                        ? t('renewal.describeDayPass', {
                            data: candidate.data,
                            min: candidate.minDays,
                            max: candidate.maxDays,
                          })
                        : t('renewal.describeFixed', { data: candidate.data, days: candidate.days })}
                    </span>
                  </span>
                  <span className="rescue-price">
                    <strong>${candidate.price}</strong>
                    <Riel cents={candidate.priceCents} />
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {option?.supportDaypass && (
            <label className="rescue-days">
              {t('alerts.rescue.days')}{' '}
              <input
                type="number"
                min={option.minDays ?? 1}
                max={option.maxDays ?? 30}
                value={days}
                onChange={(event) => setDays(Number(event.target.value) || 1)}
              />
            </label>
          )}
          <fieldset className="rescue-methods">
            <legend>{t('checkout.paymentMethod')}</legend>
            {RESCUE_PAYMENT_METHODS.map((candidate) => (
              <label
                key={candidate}
                className={`card rescue-option${candidate === method ? ' selected' : ''}`}
              >
                <input
                  type="radio"
                  name="paymentMethod"
                  value={candidate}
                  checked={candidate === method}
                  onChange={() => setMethod(candidate)}
                />
                <span>{t(METHOD_TEXT[candidate])}</span>
              </label>
            ))}
          </fieldset>
          {(renewal.isError || paypal.isError) && (
            <p className="error" role="alert">
              {t('alerts.rescue.failed')}
            </p>
          )}
          <button
            className="button primary"
            data-testid="rescue-pay"
            disabled={!option || renewal.isPending || paypal.isPending || paypal.isSuccess}
            onClick={pay}
          >
            {t(method === 'paypal' ? 'alerts.rescue.payPaypal' : 'alerts.rescue.pay', {
              amount: priceCents === null ? '' : formatUsd(priceCents),
            })}
          </button>
        </>
      )}
      {placed ? null : <TelegramLink scope={{ kind: 'rescue', esimId: id, t: token }} />}
      <p className="muted small">{t('alerts.rescue.linkValid', { date: date(view.linkExpiresAt) })}</p>
    </section>
  );
}

/** The KHQR of the renewal order; once our server has verified the payment, /payment-success. */
function RescuePayment({ placed }: { placed: RescueRenewalResponse }) {
  const { t } = useTranslation();
  const qr = useRescueQr(placed.transactionId);
  const order = useVerifiedOrder(placed.orderNumber, placed.accessToken);
  if (order.data && order.data.paymentStatus === 'completed')
    return (
      <Navigate
        to={`/payment-success?${new URLSearchParams({ orderNumber: placed.orderNumber, token: placed.accessToken }).toString()}`}
        replace
      />
    );
  const shown = qr.data?.success ? qr.data : null;
  return (
    <div className="card rescue-payment" data-testid="rescue-payment">
      <strong>${placed.amount} USD</strong>
      {shown ? (
        <img
          src={shown.qrCodeUrl ?? ''}
          alt="KHQR"
          width={160}
          height={160}
          data-tran-id={shown.tranId ?? ''}
        />
      ) : (
        <p className="muted">{t('alerts.rescue.preparing')}</p>
      )}
      <p className="muted small">{t('alerts.rescue.scan')}</p>
      {shown?.deeplink && (
        <a className="button" href={shown.deeplink}>
          {t('checkout.dialog.payMobile')}
        </a>
      )}
      <p className="muted">{t('alerts.rescue.waiting')}</p>
    </div>
  );
}
