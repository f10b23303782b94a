import type { StripeSessionView } from '@app/providers';
import type { VerifiedAnswer } from './verification-rules';

/** What an attempt's own Checkout Session must carry: our order id and the attempt's id and tran_id. */
export interface StripeAttemptIds {
  id: string;
  orderId: string;
  tranId: string;
}

/** The buyer's card was refused on the hosted page: the session stays open, the attempt payable. */
export const CARD_DECLINED = 'CARD_DECLINED';

/**
 * A Checkout Session read back from Stripe (with its PaymentIntent) as a verified answer for
 * decideVerification, the same rules as PayWay and PayPal (providers.md §5):
 *  - a session that is not this attempt's (client_reference_id, metadata attempt_id / tran_id) moves nothing;
 *  - paid only when the session is `paid` and its PaymentIntent `succeeded`, with amount_received and
 *    its currency (the rules compare them with ours);
 *  - complete but the PaymentIntent still `processing`: PENDING; complete and the payment failed
 *    (an asynchronous method): DECLINED;
 *  - an expired session (or a canceled PaymentIntent): CANCELLED (the attempt can no longer be paid);
 *  - an open session whose last try was declined: CARD_DECLINED, which moves nothing (the buyer may try
 *    another card until the attempt's deadline); an open one otherwise: OPEN.
 */
export function stripeAnswer(session: StripeSessionView, attempt: StripeAttemptIds): VerifiedAnswer {
  const intent = session.paymentIntent;
  const foreign =
    session.clientReferenceId !== attempt.orderId ||
    session.metadata.attempt_id !== attempt.id ||
    session.metadata.tran_id !== attempt.tranId ||
    (intent?.metadata.attempt_id !== undefined && intent.metadata.attempt_id !== attempt.id);
  if (foreign) return { status: 'FOREIGN_SESSION', paid: false };
  if (intent?.status === 'succeeded' && session.paymentStatus === 'paid')
    return {
      status: 'SUCCEEDED',
      paid: true,
      total: { amountMinor: intent.amountReceived, currency: intent.currency },
      apv: intent.id,
    };
  if (session.status === 'complete') {
    if (intent?.status === 'processing') return { status: 'PENDING', paid: false, apv: intent.id };
    if (intent?.status === 'requires_payment_method' || intent?.status === 'canceled')
      return { status: 'DECLINED', paid: false, apv: intent.id };
    return { status: 'COMPLETE_UNPAID', paid: false };
  }
  if (session.status === 'expired' || intent?.status === 'canceled')
    return { status: 'CANCELLED', paid: false };
  if (intent?.lastPaymentError) return { status: CARD_DECLINED, paid: false, apv: intent.id };
  return { status: 'OPEN', paid: false };
}

/** The decline a buyer saw on the hosted page, as we keep it (`<code>/<decline code>: <message>`). */
export function declineNote(session: StripeSessionView): string | null {
  const error = session.paymentIntent?.lastPaymentError;
  if (!error || session.status !== 'open') return null;
  return `${error.code ?? 'card_error'}/${error.declineCode ?? ''}: ${error.message ?? ''}`.slice(0, 300);
}
