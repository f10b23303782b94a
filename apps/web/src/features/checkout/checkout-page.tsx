import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useGo } from '../../lib/navigation';
import type { CreateOrderRequest } from '@app/contracts';
import {
  cartSummary,
  CONFIRMATION_REDIRECT_DELAY_MS,
  formatUsd,
  isOrderPaid,
  toDecimalString,
} from '@app/domain';
import { isLanguage } from '@app/i18n';
import { ApiError } from '../../lib/api-client';
import { goToStripeCheckout } from '../../lib/card-payments';
import { refetchCartAfterPayment } from '../../lib/cart-query';
import { useCurrentUser } from '../../lib/current-user';
import { getSessionId } from '../../lib/session';
import { useCartLineActions, useCheckoutCart } from './api/cart';
import { newIdempotencyKey, useCreateOrder } from './api/create-order';
import { useGeneratePopupForm } from './api/generate-popup-form';
import { CheckoutForm } from './components/checkout-form';
import { CheckoutStatusPanels } from './components/checkout-status-panels';
import { OrderSummary } from './components/order-summary';
import { DiscountCodeField, discountErrorText } from './components/discount-code-field';
import { appliedDiscountCode, keepDiscountCode, useDiscountQuote } from './api/discount-check';
import { PaywayOverlay } from './components/payway-overlay';
import { StepIndicator } from './components/step-indicator';
import { PaymentDialog } from './dialog/payment-dialog';
import { revalidateFlagged, validateCheckoutForm, type CheckoutFormErrors } from './checkout-validation';
import { initialValues, originOf, type ActivePayment } from './checkout-session';
import { afterPaymentPath, rememberGuestOrder, savePendingOrder } from '../../lib/checkout-storage';
import { useGatewayMonitor } from './hooks/use-gateway-monitor';
import { useOrderUpdates } from './hooks/use-order-updates';
import { usePaywayMessages } from './hooks/use-payway-messages';
import { readRenewal } from './renewal';
import './checkout.css';

/**
 * /checkout (purchase-flow §2, §4): the form, the order summary, the embedded gateway, and the
 * confirmation the worker pushes. Renewal mode (renewalOrder, originalOrder, amount) pays the
 * renewal order prepared by the server instead of the cart.
 */
export function CheckoutPage() {
  const { t, i18n } = useTranslation();
  const navigate = useGo();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const renewal = useMemo(() => readRenewal(params), [params]);
  const cart = useCheckoutCart();
  const { setQuantity, remove } = useCartLineActions();
  const createOrder = useCreateOrder();
  const popupForm = useGeneratePopupForm();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<CheckoutFormErrors>({});
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [processing, setProcessing] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [payment, setPayment] = useState<ActivePayment | null>(null);
  const [confirmedNumber, setConfirmedNumber] = useState<string | null>(null);
  const [confirmedPath, setConfirmedPath] = useState('/my-esims');
  const [dialogOpen, setDialogOpen] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const items = useMemo(() => (renewal ? [] : (cart.data ?? [])), [renewal, cart.data]);
  const summary = useMemo(
    () =>
      renewal
        ? cartSummary([], { renewalAmountCents: renewal.amountCents })
        : cartSummary(items.map((item) => ({ priceCents: item.unitPriceCents, quantity: item.quantity }))),
    [renewal, items],
  );
  // A discount code: priced by the server for the lines as they stand; the total shown is its total.
  const [discountCode, setDiscountCode] = useState(appliedDiscountCode);
  const quote = useDiscountQuote(renewal ? null : discountCode, items, {
    email: values.customerEmail,
    phone: values.customerPhone,
  });
  const discount = discountCode && quote.data ? quote.data : null;
  const payable = discount ? { ...summary, totalCents: discount.totalCents } : summary;
  const overlayOpen = payment !== null && step === 2;
  /** After paying: My eSIMs for a signed-in customer, the order link for a guest. */
  const paidPath = (paid: ActivePayment | null) => afterPaymentPath(user !== null, paid);

  const fail = (message: string) => {
    setPayment(null);
    setProcessing(false);
    setStep(1);
    setAlert(message);
  };

  const confirm = () => {
    if (!payment || confirmedNumber) return;
    const path = paidPath(payment);
    setConfirmedNumber(payment.orderNumber);
    setConfirmedPath(path);
    setPayment(null);
    setProcessing(false);
    setStep(3);
    void refetchCartAfterPayment(queryClient);
    redirect.current = setTimeout(() => navigate(path), CONFIRMATION_REDIRECT_DELAY_MS);
  };

  useOrderUpdates(
    payment ? { orderId: payment.orderId, token: payment.token, transactionIds: [payment.tranId] } : null,
    (update) => {
      if (isOrderPaid(update.orderStatus)) confirm();
      else if (update.transactionId === payment?.tranId && update.paymentStatus === 'declined')
        fail(t('checkout.errors.payment'));
    },
  );
  useGatewayMonitor(overlayOpen ? { tranId: payment.tranId, amount: payment.amount } : null, (outcome) =>
    outcome === 'confirmed' ? confirm() : fail(t('checkout.errors.payment')),
  );
  usePaywayMessages(overlayOpen ? originOf(payment.form.action) : null, (message) => {
    switch (message.type) {
      case 'close_payway_modal':
        setPayment(null);
        setProcessing(false);
        setStep(1);
        navigate('/my-esims');
        break;
      case 'navigate_to_myesims':
      case 'force_full_navigation': {
        const path = paidPath(payment);
        window.location.assign(path);
        break;
      }
      case 'payway_success':
      case 'payment_completed':
        // The gateway's page says it is paid; the order is confirmed only when our server has
        // verified it, so the overlay stays open (keepModalOpen) until the push or the poll.
        break;
      default:
        console.info('PayWay message received', message.type);
    }
  });

  const open = (next: ActivePayment) => {
    setPayment(next);
    setStep(2);
  };

  const submit = () => {
    if (processing) return;
    if (!renewal && items.length === 0) return;
    // A renewal order is already placed with its details: nothing here is sent, nothing to check.
    const found = renewal ? {} : validateCheckoutForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setAlert(null);
    setProcessing(true);
    setStep(2);
    if (discountCode && quote.isFetching) return;
    const amount = toDecimalString(payable.totalCents);
    if (renewal) {
      if (!renewal.payWayTransactionId)
        console.warn('Renewal without payWayTransactionId; using the order number');
      popupForm.mutate(
        {
          transactionId: renewal.payWayTransactionId ?? undefined,
          orderNumber: renewal.renewalOrder,
          amount,
        },
        {
          onSuccess: (reply) =>
            open({
              orderId: reply.orderId,
              orderNumber: reply.orderNumber,
              tranId: reply.transactionId,
              amount: reply.amount,
              form: reply.form,
            }),
          onError: () => fail(t('checkout.errors.payment')),
        },
      );
      return;
    }
    const body: CreateOrderRequest = {
      customerName: values.customerName.trim(),
      customerEmail: values.customerEmail.trim() || undefined,
      customerPhone: values.customerPhone.trim(),
      items: items.map((item) => ({
        packageId: item.packageId,
        quantity: item.quantity,
        customDays: item.customDays,
        customPrice: item.customPrice,
      })),
      totalAmount: amount,
      paymentMethod: values.paymentMethod as CreateOrderRequest['paymentMethod'],
      sessionId: getSessionId(),
      language: isLanguage(i18n.language) ? i18n.language : 'en',
      ...(discount && { discountCode: discount.code }),
    };
    createOrder.mutate(
      { body, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (order) => {
          // the order carries the code now: the next purchase starts without it
          keepDiscountCode(null);
          if (body.paymentMethod === 'stripe') {
            // Stripe's hosted page sends the buyer back to the order link (success or cancel).
            if (!user)
              rememberGuestOrder({
                tranId: order.transactionId,
                orderNumber: order.orderNumber,
                token: order.accessToken,
              });
            goToStripeCheckout({ orderId: order.orderId, accessToken: order.accessToken }).catch(() =>
              fail(t('checkout.errors.payment')),
            );
            return;
          }
          if (body.paymentMethod === 'paypal') {
            savePendingOrder(order, body.sessionId as string, items, {
              name: body.customerName,
              email: body.customerEmail ?? '',
              phone: body.customerPhone,
            });
            navigate('/paypal-checkout');
            return;
          }
          if (!order.paymentData) {
            fail(`${t('checkout.errors.payment')} ${t('checkout.errors.formFallback')}`);
            return;
          }
          // The gateway's Continue opens a new document: it finds a guest's order link here.
          if (!user)
            rememberGuestOrder({
              tranId: order.transactionId,
              orderNumber: order.orderNumber,
              token: order.accessToken,
            });
          open({
            orderId: order.orderId,
            orderNumber: order.orderNumber,
            tranId: order.transactionId,
            token: order.accessToken,
            amount: order.totalAmount,
            form: order.paymentData.form,
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'ORDERS_PAUSED') {
            fail(t('checkout.errors.ordersPaused'));
            return;
          }
          if (error instanceof ApiError && error.code.startsWith('DISCOUNT_')) {
            // the code stopped applying since it was shown (its last use taken, its window closed)
            void quote.refetch();
            fail(discountErrorText(error, t));
            return;
          }
          const detail =
            error instanceof ApiError && error.status === 409 ? error.message.replace(/^409: /, '') : '';
          fail(detail ? `${t('checkout.errors.order')} ${detail}` : t('checkout.errors.order'));
        },
      },
    );
  };

  const empty = !renewal && cart.isSuccess && items.length === 0 && step !== 3;

  return (
    <section className="page checkout-page">
      <div className="checkout-head">
        <button type="button" className="secondary" onClick={() => navigate('/')}>
          ← {t('checkout.back')}
        </button>
        <h1>{t('checkout.title')}</h1>
      </div>
      <StepIndicator step={step} />
      {alert && (
        <div className="error-box checkout-alert" role="alert">
          {alert}
        </div>
      )}
      {step === 3 || empty || (step === 2 && !overlayOpen) || (!renewal && cart.isLoading) ? (
        <CheckoutStatusPanels
          state={step === 3 ? 'confirmed' : empty ? 'empty' : step === 2 ? 'creating' : 'loading'}
          orderNumber={confirmedNumber}
          toOrder={confirmedPath !== '/my-esims'}
          renewal={renewal !== null}
          onViewEsims={() => {
            clearTimeout(redirect.current);
            navigate(confirmedPath);
          }}
        />
      ) : (
        <div className="checkout-grid">
          <CheckoutForm
            values={values}
            errors={errors}
            onChange={(next) => {
              setValues(next);
              setErrors((current) => revalidateFlagged(current, next));
            }}
            onSubmit={submit}
            processing={processing}
            submitLabel={t('checkout.pay', { amount: formatUsd(payable.totalCents) })}
            placedOrder={renewal?.renewalOrder ?? null}
          >
            {!renewal && (
              <button type="button" className="link" onClick={() => setDialogOpen(true)}>
                {t('checkout.payByQr')}
              </button>
            )}
            <p className="muted small">{t('checkout.secure')}</p>
          </CheckoutForm>
          <OrderSummary
            items={items}
            summary={payable}
            renewal={renewal ? { originalOrder: renewal.originalOrder } : null}
            busy={processing || setQuantity.isPending || remove.isPending}
            discount={discount && { code: discount.code, cents: discount.discountCents }}
            discountField={
              !renewal && (
                <DiscountCodeField
                  applied={discountCode}
                  discountCents={discount?.discountCents ?? null}
                  checking={quote.isFetching}
                  error={discountCode && quote.isError ? discountErrorText(quote.error, t) : null}
                  disabled={processing}
                  onApply={(code) => {
                    keepDiscountCode(code);
                    setDiscountCode(code);
                  }}
                  onRemove={() => {
                    keepDiscountCode(null);
                    setDiscountCode(null);
                  }}
                />
              )
            }
            onQuantity={(packageId, quantity) => setQuantity.mutate({ packageId, quantity })}
            onRemove={(packageId) => remove.mutate(packageId)}
          />
        </div>
      )}
      {overlayOpen && (
        <PaywayOverlay
          form={payment.form}
          onClose={() => {
            setPayment(null);
            setProcessing(false);
            setStep(1);
          }}
        />
      )}
      {dialogOpen && (
        <PaymentDialog
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          cartItems={items}
          dayPassDays={1}
          discount={discount && { code: discount.code, totalCents: discount.totalCents }}
        />
      )}
    </section>
  );
}
