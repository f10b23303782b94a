import fc from 'fast-check';
import { ORDER_STATUSES, PAYMENT_STATUSES, orderLifecycle, paymentLifecycle } from '@app/domain';
import type { PaywayPaymentStatus } from '@app/providers';
import { decideVerification, movesNothing, verifiedCode, type VerificationInput } from './verification-rules';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });
const approved = (amountMinor = 1000): VerificationInput['answer'] => ({
  status: 'APPROVED',
  paid: true,
  originalAmount: amountMinor / 100,
});
const answer = (status: PaywayPaymentStatus): VerificationInput['answer'] => ({ status, paid: false });
const input = (overrides: Partial<VerificationInput>): VerificationInput => ({
  paymentStatus: 'pending',
  orderStatus: 'pending',
  expected: { amountCents: 1000, currency: 'USD' },
  answer: approved(),
  ...overrides,
});

describe('decideVerification', () => {
  it('confirms a pending order paid with its amount and currency', () => {
    expect(decideVerification(input({}))).toEqual({
      payment: ['approved'],
      order: 'confirmed',
      confirms: true,
    });
  });

  it('walks an attempt still marked created through pending (it was evidently issued)', () => {
    expect(decideVerification(input({ paymentStatus: 'created' }))).toEqual({
      payment: ['pending', 'approved'],
      order: 'confirmed',
      confirms: true,
    });
  });

  it('refuses another amount or currency, flagging the money', () => {
    for (const paid of [
      approved(999),
      approved(1001),
      { ...approved(), originalAmount: 1000, originalCurrency: 'KHR' },
      { ...approved(), originalAmount: 10.005 },
    ]) {
      expect(decideVerification(input({ answer: paid }))).toEqual({
        payment: [],
        confirms: false,
        refund: 'amount_mismatch',
      });
    }
    expect(decideVerification(input({ answer: { status: 'APPROVED', paid: true } }))).toMatchObject({
      confirms: false,
      refund: 'amount_mismatch',
    });
  });

  it('compares original_amount in the order’s currency when the answer names none (a USD order paid from a riel account)', () => {
    const fromRielAccount: VerificationInput['answer'] = {
      status: 'APPROVED',
      paid: true,
      originalAmount: 10,
      payment: { amountMinor: 41000, currency: 'KHR' },
    };
    expect(decideVerification(input({ answer: fromRielAccount }))).toEqual({
      payment: ['approved'],
      order: 'confirmed',
      confirms: true,
    });
    expect(
      decideVerification(input({ answer: { ...fromRielAccount, originalCurrency: 'USD' } })).confirms,
    ).toBe(true);
    // A real shortfall: the riel paid covers $9.00 of the $10.00 order.
    expect(
      decideVerification(
        input({
          answer: { ...fromRielAccount, originalAmount: 9, payment: { amountMinor: 36900, currency: 'KHR' } },
        }),
      ),
    ).toEqual({ payment: [], confirms: false, refund: 'amount_mismatch' });
  });

  it('reads PayPal’s capture amount (total) when there is no original_amount', () => {
    const captured = { status: 'COMPLETED', paid: true, total: usd(1000) };
    expect(decideVerification(input({ answer: captured })).confirms).toBe(true);
    expect(decideVerification(input({ answer: { ...captured, total: usd(900) } })).refund).toBe(
      'amount_mismatch',
    );
  });

  it('flags late and duplicate payments instead of confirming', () => {
    expect(decideVerification(input({ paymentStatus: 'expired', orderStatus: 'cancelled' }))).toEqual({
      payment: ['approved'],
      confirms: false,
      refund: 'late_payment',
    });
    expect(decideVerification(input({ paymentStatus: 'pending', orderStatus: 'confirmed' }))).toEqual({
      payment: ['approved'],
      confirms: false,
      refund: 'duplicate_payment',
    });
    expect(decideVerification(input({ paymentStatus: 'declined' }))).toEqual({
      payment: [],
      confirms: false,
      refund: 'approved_after_decline',
    });
  });

  it('confirms through an expired attempt while the order is still pending (another attempt open)', () => {
    expect(decideVerification(input({ paymentStatus: 'expired' }))).toEqual({
      payment: ['approved'],
      order: 'confirmed',
      confirms: true,
    });
  });

  it('does nothing for an attempt already approved', () => {
    expect(decideVerification(input({ paymentStatus: 'approved', orderStatus: 'confirmed' }))).toEqual({
      payment: [],
      confirms: false,
    });
  });

  it('declines, expires or waits on the other answers', () => {
    expect(decideVerification(input({ answer: answer('DECLINED') }))).toEqual({
      payment: ['declined'],
      confirms: false,
    });
    expect(
      decideVerification(input({ paymentStatus: 'created', answer: answer('DECLINED') })).payment,
    ).toEqual(['pending', 'declined']);
    expect(decideVerification(input({ answer: answer('CANCELLED') }))).toEqual({
      payment: ['expired'],
      confirms: false,
    });
    for (const status of ['PENDING', 'NOT_FOUND', 'REFUNDED', 'PRE-AUTH', 'UNKNOWN'] as const)
      expect(decideVerification(input({ answer: answer(status) }))).toEqual({ payment: [], confirms: false });
    expect(
      decideVerification(input({ paymentStatus: 'expired', answer: answer('DECLINED') })).payment,
    ).toEqual([]);
  });

  it('never confirms without a paid answer of the exact amount, and only moves along the tables', () => {
    const statuses: PaywayPaymentStatus[] = [
      'APPROVED',
      'PRE-AUTH',
      'PENDING',
      'DECLINED',
      'REFUNDED',
      'CANCELLED',
      'NOT_FOUND',
      'UNKNOWN',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_STATUSES),
        fc.constantFrom(...ORDER_STATUSES),
        fc.constantFrom(...statuses),
        fc.boolean(),
        fc.integer({ min: 0, max: 5000 }),
        fc.constantFrom('USD', 'KHR'),
        (paymentStatus, orderStatus, status, paid, amount, currency) => {
          const verdict = decideVerification({
            paymentStatus,
            orderStatus,
            expected: { amountCents: 1000, currency: 'USD' },
            answer: {
              status,
              paid,
              originalAmount: currency === 'USD' ? amount / 100 : amount,
              originalCurrency: currency,
            },
          });
          if (verdict.confirms) {
            expect(paid && amount === 1000 && currency === 'USD' && orderStatus === 'pending').toBe(true);
            expect(verdict.order).toBe('confirmed');
          }
          let from = paymentStatus;
          for (const next of verdict.payment) {
            expect(paymentLifecycle.canTransition(from, next)).toBe(true);
            from = next;
          }
          if (verdict.order) expect(orderLifecycle.canTransition(orderStatus, verdict.order)).toBe(true);
        },
      ),
    );
  });
});

/** Every state reachable from `from` through the table, `from` included. */
function reachable<S extends string>(lifecycle: { nextStates(from: S): readonly S[] }, from: S): S[] {
  const seen = new Set<S>([from]);
  for (const state of seen) for (const next of lifecycle.nextStates(state)) seen.add(next);
  return [...seen];
}

describe('movesNothing (the checks decided without locks)', () => {
  const unpaid: PaywayPaymentStatus[] = [
    'PENDING',
    'DECLINED',
    'CANCELLED',
    'NOT_FOUND',
    'REFUNDED',
    'PRE-AUTH',
  ];

  it('holds for a waiting answer whatever the states', () => {
    for (const paymentStatus of PAYMENT_STATUSES)
      for (const orderStatus of ORDER_STATUSES)
        expect(
          movesNothing(decideVerification(input({ paymentStatus, orderStatus, answer: answer('PENDING') }))),
        ).toBe(true);
  });

  it('an unpaid answer that moves nothing from some states moves nothing from any later ones', () => {
    for (const status of unpaid)
      for (const paymentStatus of PAYMENT_STATUSES)
        for (const orderStatus of ORDER_STATUSES) {
          if (
            !movesNothing(decideVerification(input({ paymentStatus, orderStatus, answer: answer(status) })))
          )
            continue;
          for (const laterPayment of reachable(paymentLifecycle, paymentStatus))
            for (const laterOrder of reachable(orderLifecycle, orderStatus))
              expect(
                movesNothing(
                  decideVerification(
                    input({ paymentStatus: laterPayment, orderStatus: laterOrder, answer: answer(status) }),
                  ),
                ),
              ).toBe(true);
        }
  });

  it('a payment answer moves nothing only for an attempt already approved, whatever the order does next', () => {
    for (const paymentStatus of PAYMENT_STATUSES)
      for (const orderStatus of ORDER_STATUSES) {
        const nothing = movesNothing(decideVerification(input({ paymentStatus, orderStatus })));
        expect(nothing).toBe(paymentStatus === 'approved');
        if (nothing)
          for (const laterOrder of reachable(orderLifecycle, orderStatus))
            expect(movesNothing(decideVerification(input({ paymentStatus, orderStatus: laterOrder })))).toBe(
              true,
            );
      }
  });
});

describe('verifiedCode', () => {
  it("reports PayWay's code for our verified state", () => {
    expect(verifiedCode('approved')).toEqual({ code: '0', text: 'APPROVED' });
    expect(verifiedCode('pending')).toEqual({ code: '2', text: 'PENDING' });
    expect(verifiedCode('created')).toEqual({ code: '2', text: 'PENDING' });
    expect(verifiedCode('declined')).toEqual({ code: '3', text: 'DECLINED' });
    expect(verifiedCode('expired')).toEqual({ code: '7', text: 'EXPIRED' });
  });
});
