import { ProviderError } from '@app/providers';
import type { Payment } from '../payment.entity';
import type { PaypalGateway } from '../paypal-gateway';
import type { PaywayGateway } from '../payway-gateway';
import { refundAtPaypal, refundAtPayway, RefundFailedError } from './refund-gateways';

const payment = (overrides: Partial<Payment> = {}): Payment =>
  ({
    id: 'pay-1',
    orderId: 'order-1',
    provider: 'payway',
    tranId: 'DL1C1',
    providerOrderId: null,
    amountCents: 1000,
    paidAmountCents: 1000,
    ...overrides,
  }) as Payment;

/** PayWay's side as a list of what it reports refunded, in turn, and what the refund call does. */
function payway(refunded: number[], refund: () => Promise<unknown> = async () => ({})) {
  const calls = { refund: 0 };
  const gateway = {
    refundedCents: jest.fn(async () => refunded.shift() ?? 0),
    refund: jest.fn(async () => {
      calls.refund += 1;
      return refund();
    }),
  } as unknown as PaywayGateway;
  return { gateway, calls };
}

describe('refundAtPayway (PayWay: read back before and after)', () => {
  it('refunds the paid amount and confirms it by reading back', async () => {
    const { gateway, calls } = payway([0, 1000]);
    const result = await refundAtPayway(gateway, payment());
    expect(result).toEqual({ providerRefundId: null, alreadyRefunded: false });
    expect(calls.refund).toBe(1);
    expect(gateway.refund).toHaveBeenCalledWith('DL1C1', 1000, 'USD');
  });

  it('sends nothing when PayWay already shows the refund (a repeat after a lost answer)', async () => {
    const { gateway, calls } = payway([1000]);
    const result = await refundAtPayway(gateway, payment());
    expect(result.alreadyRefunded).toBe(true);
    expect(calls.refund).toBe(0);
  });

  it('an answer lost on the way back is decided by what PayWay then reports', async () => {
    const lost = () =>
      Promise.reject(new ProviderError('payway', 'TIMEOUT', 'timed out', true, { outcomeUnknown: true }));
    const done = payway([0, 1000], lost);
    await expect(refundAtPayway(done.gateway, payment())).resolves.toMatchObject({
      alreadyRefunded: false,
    });
    const notDone = payway([0, 0], lost);
    await expect(refundAtPayway(notDone.gateway, payment())).rejects.toBeInstanceOf(RefundFailedError);
  });

  it('a refusal is passed on; the amount is what was paid (an amount mismatch refunds the money received)', async () => {
    const refused = payway([0], () =>
      Promise.reject(new ProviderError('payway', 'REFUND_NOT_POSSIBLE', 'unable', false)),
    );
    await expect(refundAtPayway(refused.gateway, payment())).rejects.toMatchObject({
      code: 'REFUND_NOT_POSSIBLE',
    });
    const mismatch = payway([0, 700]);
    await refundAtPayway(mismatch.gateway, payment({ paidAmountCents: 700 }));
    expect(mismatch.gateway.refund).toHaveBeenCalledWith('DL1C1', 700, 'USD');
  });
});

describe('refundAtPaypal (PayPal: the capture read back)', () => {
  const paypal = (statuses: string[]) => {
    const gateway = {
      getOrder: jest.fn(async () => ({ captures: [{ id: 'CAP1', status: statuses.shift() }] })),
      refundCapture: jest.fn(async () => ({ id: 'REF1', status: 'COMPLETED' })),
    } as unknown as PaypalGateway;
    return gateway;
  };
  const paid = payment({ provider: 'paypal', providerOrderId: 'PP-ORDER', tranId: 'DL1P1' });

  it('refunds the capture with a request id derived from the payment, then reads REFUNDED', async () => {
    const gateway = paypal(['COMPLETED', 'REFUNDED']);
    const result = await refundAtPaypal(gateway, paid);
    expect(result).toEqual({ providerRefundId: 'REF1', alreadyRefunded: false });
    expect(gateway.refundCapture).toHaveBeenCalledWith('CAP1', 'refund:pay-1', 'DL1P1');
  });

  it('a capture already refunded is not refunded again; one that does not read REFUNDED fails', async () => {
    const done = paypal(['REFUNDED']);
    expect((await refundAtPaypal(done, paid)).alreadyRefunded).toBe(true);
    expect(done.refundCapture).not.toHaveBeenCalled();
    const unconfirmed = paypal(['COMPLETED', 'COMPLETED']);
    await expect(refundAtPaypal(unconfirmed, paid)).rejects.toMatchObject({
      code: 'REFUND_NOT_CONFIRMED',
    });
  });
});
