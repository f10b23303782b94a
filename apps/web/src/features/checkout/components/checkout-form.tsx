import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentMarks, type PaymentBrand } from '../../../components/payment-marks';
import { usePaymentMethods } from '../../../lib/card-payments';
import type { CheckoutFormErrors, CheckoutFormValues } from '../checkout-validation';

const METHOD_TEXT = {
  payway_khqr: ['checkout.methodPayway', 'checkout.methodPaywayHint'],
  paypal: ['checkout.methodPaypal', 'checkout.methodPaypalHint'],
  stripe: ['checkout.methodStripe', 'checkout.methodStripeHint'],
} as const;

/** The brands each method takes, shown as their marks beside it. */
const METHOD_BRANDS: Record<keyof typeof METHOD_TEXT, readonly PaymentBrand[]> = {
  payway_khqr: ['aba', 'khqr', 'visa', 'mastercard'],
  paypal: ['paypal'],
  stripe: ['visa', 'mastercard'],
};

interface Props {
  values: CheckoutFormValues;
  errors: CheckoutFormErrors;
  onChange: (values: CheckoutFormValues) => void;
  onSubmit: () => void;
  processing: boolean;
  submitLabel: string;
  /** A renewal: the order is already placed, so its details are shown, not edited. */
  placedOrder?: string | null;
  children?: ReactNode;
}

/** Step 1: the customer's details and the payment method (payway_khqr by default). */
export function CheckoutForm({
  values,
  errors,
  onChange,
  onSubmit,
  processing,
  submitLabel,
  placedOrder = null,
  children,
}: Props) {
  const { t } = useTranslation();
  const methods = usePaymentMethods();
  const set = (field: keyof CheckoutFormValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const error = (field: keyof CheckoutFormValues) =>
    errors[field] ? (
      <span className="field-error" id={`${field}-error`} role="alert">
        {t(`checkout.validation.${errors[field]}`)}
      </span>
    ) : null;
  const describedBy = (field: keyof CheckoutFormValues) => (errors[field] ? `${field}-error` : undefined);

  if (placedOrder)
    return (
      <form className="checkout-card checkout-form" onSubmit={submit} noValidate data-testid="placed-order">
        <h2>{t('checkout.customerInformation')}</h2>
        <p className="muted small">{t('checkout.placedOrder', { orderNumber: placedOrder })}</p>
        <dl className="facts">
          <dt>{t('checkout.name')}</dt>
          <dd>{values.customerName || '—'}</dd>
          <dt>{t('checkout.phone')}</dt>
          <dd>{values.customerPhone || '—'}</dd>
          <dt>{t('checkout.email')}</dt>
          <dd>{values.customerEmail || '—'}</dd>
          <dt>{t('checkout.paymentMethod')}</dt>
          <dd>{t('checkout.methodPayway')}</dd>
        </dl>
        <button type="submit" className="checkout-submit" disabled={processing}>
          {processing ? t('checkout.processingButton') : submitLabel}
        </button>
        {children}
      </form>
    );

  return (
    <form className="checkout-card checkout-form" onSubmit={submit} noValidate>
      <h2>{t('checkout.customerInformation')}</h2>
      <label>
        <span>{t('checkout.name')}</span>
        <input
          name="customerName"
          autoComplete="name"
          value={values.customerName}
          onChange={set('customerName')}
          placeholder={t('checkout.namePlaceholder')}
          maxLength={100}
          aria-invalid={Boolean(errors.customerName)}
          aria-describedby={describedBy('customerName')}
        />
        {error('customerName')}
      </label>
      <label>
        <span>{t('checkout.phone')}</span>
        <input
          name="customerPhone"
          type="tel"
          autoComplete="tel"
          value={values.customerPhone}
          onChange={set('customerPhone')}
          placeholder={t('checkout.phonePlaceholder')}
          maxLength={32}
          aria-invalid={Boolean(errors.customerPhone)}
          aria-describedby={describedBy('customerPhone')}
        />
        {error('customerPhone')}
      </label>
      <label>
        <span>{t('checkout.email')}</span>
        <input
          name="customerEmail"
          type="email"
          autoComplete="email"
          value={values.customerEmail}
          onChange={set('customerEmail')}
          placeholder={t('checkout.emailPlaceholder')}
          maxLength={254}
          aria-invalid={Boolean(errors.customerEmail)}
          aria-describedby={describedBy('customerEmail')}
        />
        {error('customerEmail')}
      </label>
      <fieldset className="payment-methods">
        <legend>{t('checkout.paymentMethod')}</legend>
        {methods.map((method) => (
          <label
            key={method}
            className={`payment-method ${values.paymentMethod === method ? 'selected' : ''}`}
          >
            <input
              type="radio"
              name="paymentMethod"
              value={method}
              checked={values.paymentMethod === method}
              onChange={set('paymentMethod')}
            />
            <span className="payment-method-text">
              <strong>{t(METHOD_TEXT[method][0])}</strong>
              <small className="muted">{t(METHOD_TEXT[method][1])}</small>
            </span>
            <PaymentMarks brands={METHOD_BRANDS[method]} />
          </label>
        ))}
        {error('paymentMethod')}
        <p className="muted small">{t('checkout.accepted')}</p>
      </fieldset>
      <button type="submit" className="checkout-submit" disabled={processing || !values.paymentMethod}>
        {processing ? t('checkout.processingButton') : submitLabel}
      </button>
      {children}
    </form>
  );
}
