import { fromMajorUnits, type CurrencyCode, type OrderStatus, type PaymentStatus } from '@app/domain';

/** Money as a provider reported it: integer minor units and an ISO currency. */
export interface AnswerMoney {
  amountMinor: number;
  currency: string;
}

/**
 * A provider's answer about one attempt, in the terms the rules read (PayWay's check-transaction-2
 * answer has this shape; PayPal's order is mapped to it by paypalAnswer). `paid` only when the
 * provider says the money is taken (PayWay code 0 + APPROVED, PayPal capture COMPLETED); DECLINED
 * and CANCELLED close a live attempt; any other status moves nothing.
 */
export interface VerifiedAnswer {
  status: string;
  paid: boolean;
  /**
   * PayWay: original_amount as sent (major units): the amount in the order's currency, also when the
   * payer paid from an account in another currency (payment_currency KHR, payment_amount in riel).
   */
  originalAmount?: number;
  /** PayWay: original_currency, only when the answer carries it (the documented answer does not). */
  originalCurrency?: string;
  /** PayPal: the capture's amount. */
  total?: AnswerMoney;
  payment?: AnswerMoney;
  /** The provider's reference of the payment (PayWay apv, PayPal capture id). */
  apv?: string;
}

/** Why money was flagged for a refund (or a person's review) instead of fulfilling the order. */
export type RefundReason =
  /** Approved after the order was cancelled (the attempt's lifetime had ended). */
  | 'late_payment'
  /** Approved while the order was already paid by another attempt. */
  | 'duplicate_payment'
  /** Approved for an amount or currency other than the order's. */
  | 'amount_mismatch'
  /** Approved after we had recorded a decline: the table cannot take it back. */
  | 'approved_after_decline';

/**
 * What one verified gateway answer does to an attempt and its order. Each step is a transition of
 * paymentLifecycle / orderLifecycle (libs/domain), applied in order inside one transaction.
 */
export interface Verdict {
  /** Payment transitions, in order (e.g. created → pending → approved for a lost issue update). */
  payment: PaymentStatus[];
  /** The order's new status, if it moves. */
  order?: OrderStatus;
  /** The approval confirms the order: outbox payment.confirmed. */
  confirms: boolean;
  refund?: RefundReason;
}

export interface VerificationInput {
  paymentStatus: PaymentStatus;
  orderStatus: OrderStatus;
  expected: { amountCents: number; currency: string };
  answer: Pick<
    VerifiedAnswer,
    'status' | 'paid' | 'originalAmount' | 'originalCurrency' | 'total' | 'payment'
  >;
}

const NOTHING: Verdict = { payment: [], confirms: false };

/**
 * The money the provider says the order was paid with, in minor units (providers.md §4): PayWay's
 * original_amount first, in original_currency or, when the answer names none, in the order's
 * currency — payment_currency/payment_amount are what the payer's account was charged (riel for a
 * USD order paid from a KHR account: a conversion, not a mismatch); then total (PayPal: the
 * capture's amount). Undefined when the answer carries no usable amount.
 */
export function paidMoney(
  answer: VerificationInput['answer'],
  orderCurrency: string,
): AnswerMoney | undefined {
  if (answer.originalAmount !== undefined) {
    const currency = answer.originalCurrency ?? orderCurrency;
    if (currency !== 'USD' && currency !== 'KHR') return undefined;
    try {
      return { amountMinor: fromMajorUnits(answer.originalAmount, currency as CurrencyCode), currency };
    } catch {
      return undefined;
    }
  }
  return answer.total;
}

/** Walks from the attempt's state to `target`: an attempt still `created` was evidently issued. */
function pathTo(from: PaymentStatus, target: 'approved' | 'declined' | 'expired'): PaymentStatus[] {
  if (from === 'created' && target !== 'expired') return ['pending', target];
  return [target];
}

/**
 * The decision table of a provider's answer (pure; applied by PaymentVerification), for PayWay and PayPal:
 *  - paid (code 0 and payment_status APPROVED) with the order's amount and currency:
 *      live attempt + pending order → approved, order confirmed (the only way an order is paid);
 *      expired attempt + pending order (another attempt still open) → approved, order confirmed;
 *      order cancelled → approved, flagged late_payment; order already paid → duplicate_payment;
 *      already approved → nothing; declined → flagged approved_after_decline.
 *  - paid with another amount or currency (original_amount, see paidMoney) → nothing moves, flagged
 *    amount_mismatch (a real shortfall: the order is not fulfilled).
 *  - DECLINED → a live attempt is declined; the order stays pending until it expires.
 *  - CANCELLED → a live attempt can no longer be paid: expired (the order waits for its expiry job).
 *  - anything else (PENDING, NOT_FOUND, REFUNDED, PRE-AUTH, UNKNOWN) → nothing.
 */
/** Whether a verdict moves, confirms or flags nothing (a PENDING answer, a replayed one). */
export const movesNothing = (verdict: Verdict): boolean =>
  verdict.payment.length === 0 && !verdict.order && !verdict.confirms && !verdict.refund;

export function decideVerification(input: VerificationInput): Verdict {
  const { paymentStatus, orderStatus, answer } = input;
  const live = paymentStatus === 'created' || paymentStatus === 'pending';
  if (answer.paid) {
    if (paymentStatus === 'approved') return NOTHING;
    const money = paidMoney(answer, input.expected.currency);
    if (
      !money ||
      money.currency !== input.expected.currency ||
      money.amountMinor !== input.expected.amountCents
    ) {
      return { payment: [], confirms: false, refund: 'amount_mismatch' };
    }
    if (paymentStatus === 'declined')
      return { payment: [], confirms: false, refund: 'approved_after_decline' };
    const path = pathTo(paymentStatus, 'approved');
    if (orderStatus === 'pending') return { payment: path, order: 'confirmed', confirms: true };
    return {
      payment: path,
      confirms: false,
      refund: orderStatus === 'cancelled' ? 'late_payment' : 'duplicate_payment',
    };
  }
  if (answer.status === 'DECLINED' && live)
    return { payment: pathTo(paymentStatus, 'declined'), confirms: false };
  if (answer.status === 'CANCELLED' && live)
    return { payment: pathTo(paymentStatus, 'expired'), confirms: false };
  return NOTHING;
}

/** What the public endpoints report for an attempt: PayWay's code for our verified state. */
export function verifiedCode(status: PaymentStatus): {
  code: '0' | '2' | '3' | '7';
  text: 'APPROVED' | 'PENDING' | 'DECLINED' | 'EXPIRED';
} {
  switch (status) {
    case 'approved':
      return { code: '0', text: 'APPROVED' };
    case 'declined':
      return { code: '3', text: 'DECLINED' };
    case 'expired':
      return { code: '7', text: 'EXPIRED' };
    default:
      return { code: '2', text: 'PENDING' };
  }
}
