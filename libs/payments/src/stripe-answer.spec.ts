import type { StripeSessionView } from '@app/providers';
import { CARD_DECLINED, declineNote, stripeAnswer } from './stripe-answer';
import { decideVerification } from './verification-rules';

const attempt = { id: 'a1', orderId: 'o1', tranId: 'DL1S1' };
const session = (overrides: Partial<StripeSessionView> = {}): StripeSessionView => ({
  id: 'cs_1',
  status: 'open',
  paymentStatus: 'unpaid',
  amountTotal: 1000,
  currency: 'USD',
  clientReferenceId: 'o1',
  metadata: { attempt_id: 'a1', tran_id: 'DL1S1' },
  url: 'https://pay',
  expiresAt: 0,
  paymentIntent: null,
  ...overrides,
});
const intent = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'pi_1',
  status,
  amount: 1000,
  amountReceived: status === 'succeeded' ? 1000 : 0,
  currency: 'USD',
  metadata: { attempt_id: 'a1' },
  lastPaymentError: null,
  ...extra,
});
const decide = (answer: ReturnType<typeof stripeAnswer>, orderStatus: 'pending' | 'cancelled' = 'pending') =>
  decideVerification({
    paymentStatus: 'pending',
    orderStatus,
    expected: { amountCents: 1000, currency: 'USD' },
    answer,
  });

describe('stripeAnswer (a session read back, for the shared verification rules)', () => {
  it('confirms only a paid session whose PaymentIntent succeeded, with its amount', () => {
    const paid = stripeAnswer(
      session({ status: 'complete', paymentStatus: 'paid', paymentIntent: intent('succeeded') }),
      attempt,
    );
    expect(paid).toMatchObject({ paid: true, total: { amountMinor: 1000, currency: 'USD' }, apv: 'pi_1' });
    expect(decide(paid)).toMatchObject({ confirms: true, order: 'confirmed' });
    expect(decide(paid, 'cancelled')).toMatchObject({ confirms: false, refund: 'late_payment' });
    const short = stripeAnswer(
      session({
        status: 'complete',
        paymentStatus: 'paid',
        paymentIntent: { ...intent('succeeded'), amountReceived: 900 },
      }),
      attempt,
    );
    expect(decide(short)).toMatchObject({ confirms: false, refund: 'amount_mismatch' });
  });

  it("moves nothing for someone else's session", () => {
    const paid = { status: 'complete', paymentStatus: 'paid', paymentIntent: intent('succeeded') } as const;
    for (const foreign of [
      session({ ...paid, clientReferenceId: 'o2' }),
      session({ ...paid, metadata: { attempt_id: 'a2', tran_id: 'DL1S1' } }),
      session({ ...paid, metadata: { attempt_id: 'a1', tran_id: 'DL1S2' } }),
    ])
      expect(stripeAnswer(foreign, attempt)).toEqual({ status: 'FOREIGN_SESSION', paid: false });
  });

  it('keeps a declined card payable, waits on processing, closes expired and failed ones', () => {
    const declined = session({
      paymentIntent: intent('requires_payment_method', {
        lastPaymentError: {
          code: 'card_declined',
          declineCode: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      }),
    });
    expect(stripeAnswer(declined, attempt).status).toBe(CARD_DECLINED);
    expect(decide(stripeAnswer(declined, attempt))).toEqual({ payment: [], confirms: false });
    expect(declineNote(declined)).toBe('card_declined/insufficient_funds: Your card has insufficient funds.');
    expect(
      stripeAnswer(session({ status: 'complete', paymentIntent: intent('processing') }), attempt).status,
    ).toBe('PENDING');
    expect(decide(stripeAnswer(session({ status: 'expired' }), attempt)).payment).toEqual(['expired']);
    expect(
      decide(
        stripeAnswer(
          session({ status: 'complete', paymentIntent: intent('requires_payment_method') }),
          attempt,
        ),
      ).payment,
    ).toEqual(['declined']);
  });
});
