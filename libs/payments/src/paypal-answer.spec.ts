import type { PaypalCapture, PaypalOrder } from '@app/providers';
import { awaitsCapture, paypalAnswer } from './paypal-answer';
import { decideVerification } from './verification-rules';

const attempt = { id: '6f1c3b2a-9d4e-4f5a-8b6c-7d8e9f0a1b2c', tranId: 'DL261122K7Q2XMP1' };

const order = (status: PaypalOrder['status'], captures: Partial<PaypalCapture>[] = []): PaypalOrder => ({
  id: 'PP-1',
  status,
  purchaseUnits: [{ customId: attempt.id, invoiceId: attempt.tranId }],
  captures: captures.map((capture, index) => ({
    id: `CAP-${index}`,
    status: 'COMPLETED',
    amount: { amountMinor: 1000, currency: 'USD' },
    customId: attempt.id,
    invoiceId: attempt.tranId,
    ...capture,
  })),
  refunds: [],
  raw: {},
});

describe('paypalAnswer', () => {
  it('is paid only on a COMPLETED capture, with the capture amount', () => {
    expect(paypalAnswer(order('COMPLETED', [{}]), attempt)).toEqual({
      status: 'COMPLETED',
      paid: true,
      total: { amountMinor: 1000, currency: 'USD' },
      apv: 'CAP-0',
    });
    expect(paypalAnswer(order('COMPLETED', [{ status: 'PENDING' }]), attempt)).toMatchObject({
      status: 'PENDING',
      paid: false,
    });
    expect(paypalAnswer(order('APPROVED'), attempt)).toEqual({ status: 'ORDER_APPROVED', paid: false });
  });

  it('declines on a DECLINED or FAILED capture and cancels a VOIDED order', () => {
    expect(paypalAnswer(order('COMPLETED', [{ status: 'DECLINED' }]), attempt).status).toBe('DECLINED');
    expect(paypalAnswer(order('COMPLETED', [{ status: 'FAILED' }]), attempt).status).toBe('DECLINED');
    expect(paypalAnswer(order('VOIDED'), attempt).status).toBe('CANCELLED');
  });

  it("treats an order or capture carrying someone else's ids as not ours", () => {
    expect(paypalAnswer(order('COMPLETED', [{ customId: 'another' }]), attempt)).toEqual({
      status: 'FOREIGN_ORDER',
      paid: false,
    });
    const foreignUnit = { ...order('COMPLETED', [{}]), purchaseUnits: [{ invoiceId: 'OTHER1' }] };
    expect(paypalAnswer(foreignUnit, attempt).paid).toBe(false);
  });

  it('feeds the same rules as PayWay: a completed capture of another amount is flagged, not confirmed', () => {
    const answer = paypalAnswer(
      order('COMPLETED', [{ amount: { amountMinor: 900, currency: 'USD' } }]),
      attempt,
    );
    expect(
      decideVerification({
        paymentStatus: 'pending',
        orderStatus: 'pending',
        expected: { amountCents: 1000, currency: 'USD' },
        answer,
      }),
    ).toEqual({ payment: [], confirms: false, refund: 'amount_mismatch' });
  });

  it('awaits capture only when approved and not captured', () => {
    expect(awaitsCapture(order('APPROVED'))).toBe(true);
    expect(awaitsCapture(order('CREATED'))).toBe(false);
    expect(awaitsCapture(order('COMPLETED', [{}]))).toBe(false);
  });
});
