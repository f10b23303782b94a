import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGo } from '../../../lib/navigation';
import type { CreateOrderResponse } from '@app/contracts';
import { formatUsd, toDecimalString } from '@app/domain';
import { ChargedInUsd, Riel } from '../../../components/riel';
import { isLanguage } from '@app/i18n';
import { DialogTitle, Modal } from '../../../components/dialog';
import { toast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { refetchCartAfterPayment } from '../../../lib/cart-query';
import { useCurrentUser } from '../../../lib/current-user';
import { destinationName } from '../../../lib/destination-name';
import { getSessionId } from '../../../lib/session';
import { readStoredUser } from '../../../lib/stored-user';
import { cartLinePlan } from '../../../lib/cart-line-name';
import { newIdempotencyKey, useCreateOrder } from '../api/create-order';
import { afterPaymentPath, isMobileDevice, rememberGuestOrder } from '../../../lib/checkout-storage';
import { useOrderUpdates } from '../hooks/use-order-updates';
import { openPaywayPopup } from '../open-payway-popup';
import {
  dialogItems,
  dialogTotalCents,
  validateDialog,
  type DialogCustomer,
  type DialogErrors,
  type DialogInput,
} from './dialog-order';
import { QrCard } from '../../../components/qr-card';
import { usePaymentCompletion } from './use-payment-completion';

export interface PaymentDialogProps extends DialogInput {
  open: boolean;
  onClose: () => void;
  onComplete?: () => void;
}

function initialCustomer(): DialogCustomer {
  const user = readStoredUser();
  const [firstName = '', ...rest] = (user?.fullName ?? '').split(' ');
  return { firstName, lastName: rest.join(' '), email: user?.email ?? '', phone: user?.phone ?? '' };
}

/**
 * The bank-QR payment dialog (purchase-flow §2, §4): the customer form, then the QR card with the
 * total, 'Proceed to PayWay' (the signed form in a 600×700 popup) and 'Back to Checkout'. It is
 * complete when our server has verified the payment (pushed over /ws, or the status poll).
 */
export function PaymentDialog({ open, onClose, onComplete, ...input }: PaymentDialogProps) {
  const { t, i18n } = useTranslation();
  const navigate = useGo();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const createOrder = useCreateOrder();
  const [customer, setCustomer] = useState(initialCustomer);
  const [errors, setErrors] = useState<DialogErrors>({});
  const [order, setOrder] = useState<CreateOrderResponse | null>(null);
  const [step, setStep] = useState<'form' | 'qr'>('form');
  const popup = useRef<Window | null>(null);
  const completed = useRef(false);
  const mobile = useMemo(() => isMobileDevice(), []);
  const totalCents = dialogTotalCents(input);

  const complete = () => {
    if (completed.current) return;
    completed.current = true;
    popup.current?.close();
    onComplete?.();
    void refetchCartAfterPayment(queryClient);
    toast({
      title: t('checkout.toast.completeTitle'),
      description: t('checkout.toast.completeText'),
      variant: 'success',
    });
    // A signed-in customer goes to My eSIMs, a guest to the order link.
    navigate(
      afterPaymentPath(
        user !== null,
        order ? { orderNumber: order.orderNumber, token: order.accessToken } : null,
      ),
    );
    onClose();
  };
  const paying = step === 'qr' && order ? order : null;
  usePaymentCompletion(paying?.transactionId ?? null, complete);
  useOrderUpdates(
    paying
      ? { orderId: paying.orderId, token: paying.accessToken, transactionIds: [paying.transactionId] }
      : null,
    (update) => {
      if (update.orderStatus !== 'pending' && update.orderStatus !== 'cancelled') complete();
    },
  );

  if (!open) return null;

  const set = (field: keyof DialogCustomer) => (event: { target: { value: string } }) => {
    setCustomer((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const pay = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDialog(customer);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast({
        title: t('checkout.toast.formErrorTitle'),
        description: t('checkout.toast.formErrorText'),
        variant: 'destructive',
      });
      return;
    }
    if (order) {
      setStep('qr');
      return;
    }
    createOrder.mutate(
      {
        idempotencyKey: newIdempotencyKey(),
        body: {
          customerName: `${customer.firstName.trim()} ${customer.lastName.trim()}`,
          customerEmail: customer.email.trim() || undefined,
          customerPhone: customer.phone.trim(),
          items: dialogItems(input),
          totalAmount: toDecimalString(totalCents),
          paymentMethod: 'payway_khqr',
          sessionId: getSessionId(),
          language: isLanguage(i18n.language) ? i18n.language : 'en',
          ...(input.discount && { discountCode: input.discount.code }),
        },
      },
      {
        onSuccess: (created) => {
          if (!user)
            rememberGuestOrder({
              tranId: created.transactionId,
              orderNumber: created.orderNumber,
              token: created.accessToken,
            });
          setOrder(created);
          setStep('qr');
          toast({
            title: t('checkout.toast.orderCreatedTitle'),
            description: t('checkout.toast.orderCreatedText'),
          });
        },
        onError: (error) =>
          toast({
            title: t('checkout.toast.errorTitle'),
            description:
              error instanceof ApiError && error.code === 'ORDERS_PAUSED'
                ? t('checkout.errors.ordersPaused')
                : error instanceof ApiError
                  ? error.message
                  : t('checkout.toast.createFailed'),
            variant: 'destructive',
          }),
      },
    );
  };

  const proceed = () => {
    const result = openPaywayPopup(order?.paymentData?.form, popup.current);
    if ('problem' in result) {
      toast({
        title: t('checkout.toast.paymentErrorTitle'),
        description: t(`checkout.toast.${result.problem}`),
        variant: 'destructive',
      });
      return;
    }
    popup.current = result.window;
    if (result.opened)
      toast({
        title: t('checkout.toast.windowOpenedTitle'),
        description: t('checkout.toast.windowOpenedText'),
      });
  };

  const field = (name: keyof DialogCustomer, label: string, type = 'text', autoComplete?: string) => (
    <label>
      <span>{label}</span>
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={customer[name]}
        onChange={set(name)}
        aria-invalid={Boolean(errors[name])}
      />
      {errors[name] && (
        <span className="field-error" role="alert">
          {t(`checkout.dialog.validation.${errors[name]}`)}
        </span>
      )}
    </label>
  );

  const lines = input.selectedPackage
    ? [
        {
          key: 'package',
          name: `${destinationName(input.selectedPackage, i18n.language)} · ${input.selectedPackage.data}`,
          quantity: 1,
        },
      ]
    : (input.cartItems ?? []).map((item) => ({
        key: item.id,
        name: `${destinationName(item.package, i18n.language)} · ${cartLinePlan(t, item, i18n.language)}`,
        quantity: item.quantity,
      }));

  return (
    <Modal
      onClose={onClose}
      overlayClassName="modal-backdrop"
      className="modal payment-dialog"
      labelledBy="payment-dialog-title"
      closeOnOutsideClick={false}
    >
      <header className="modal-head">
        <DialogTitle id="payment-dialog-title">{t('checkout.dialog.title')}</DialogTitle>
        <button
          type="button"
          className="secondary icon"
          aria-label={t('checkout.dialog.close')}
          onClick={onClose}
        >
          ×
        </button>
      </header>
      {step === 'form' ? (
        <form className="dialog-form" onSubmit={pay} noValidate>
          <ul className="dialog-lines">
            {lines.map((line) => (
              <li key={line.key}>
                <span>{line.name}</span>
                <span className="muted">× {line.quantity}</span>
              </li>
            ))}
            <li className="dialog-total">
              <strong>{t('checkout.dialog.total')}</strong>
              <strong>{formatUsd(totalCents)} USD</strong>
            </li>
            <li className="dialog-riel">
              <Riel cents={totalCents} />
              <ChargedInUsd />
            </li>
          </ul>
          <div className="dialog-fields">
            {field('firstName', t('checkout.dialog.firstName'), 'text', 'given-name')}
            {field('lastName', t('checkout.dialog.lastName'), 'text', 'family-name')}
            {field('email', t('checkout.dialog.email'), 'email', 'email')}
            {field('phone', t('checkout.dialog.phone'), 'tel', 'tel')}
          </div>
          <p className="muted small">{t('checkout.dialog.phoneHint')}</p>
          <fieldset className="payment-methods">
            <legend>{t('checkout.dialog.method')}</legend>
            <label className="payment-method selected">
              <input type="radio" name="dialogMethod" value="payway_khqr" checked readOnly />
              <span className="payment-method-text">
                <strong>{t('checkout.dialog.methodKhqr')}</strong>
                <small className="muted">{t('checkout.dialog.methodKhqrHint')}</small>
              </span>
            </label>
          </fieldset>
          <div className="dialog-actions">
            <button type="submit" disabled={createOrder.isPending}>
              {createOrder.isPending
                ? t('checkout.processingButton')
                : mobile
                  ? t('checkout.dialog.payMobile')
                  : t('checkout.dialog.payKhqr')}
            </button>
            <button type="button" className="secondary" onClick={onClose}>
              {t('checkout.dialog.cancelOrder')}
            </button>
          </div>
        </form>
      ) : (
        paying && (
          <div className="dialog-qr">
            <QrCard tranId={paying.transactionId} totalCents={totalCents} mobile={mobile} />
            <p className="muted small" role="status">
              <span className="spinner small" aria-hidden="true" /> {t('checkout.dialog.waiting')}
            </p>
            <div className="dialog-actions">
              <button type="button" onClick={proceed}>
                {t('checkout.dialog.proceed')}
              </button>
              <button type="button" className="secondary" onClick={() => setStep('form')}>
                {t('checkout.dialog.backToCheckout')}
              </button>
            </div>
          </div>
        )
      )}
    </Modal>
  );
}
