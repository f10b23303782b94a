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

const full = { amountCents: 1000, refundedBeforeCents: 0, key: 'pay-1' };

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
    const result = await refundAtPayway(gateway, payment(), full);
    expect(result).toEqual({ providerRefundId: null, alreadyRefunded: false });
    expect(calls.refund).toBe(1);
    expect(gateway.refund).toHaveBeenCalledWith('DL1C1', 1000, 'USD');
  });

  it('sends nothing when PayWay already shows the refund (a repeat after a lost answer)', async () => {
    const { gateway, calls } = payway([1000]);
    const result = await refundAtPayway(gateway, payment(), full);
    expect(result.alreadyRefunded).toBe(true);
    expect(calls.refund).toBe(0);
  });

  it('an answer lost on the way back is decided by what PayWay then reports', async () => {
    const lost = () =>
      Promise.reject(new ProviderError('payway', 'TIMEOUT', 'timed out', true, { outcomeUnknown: true }));
    const done = payway([0, 1000], lost);
    await expect(refundAtPayway(done.gateway, payment(), full)).resolves.toMatchObject({
      alreadyRefunded: false,
    });
    const notDone = payway([0, 0], lost);
    await expect(refundAtPayway(notDone.gateway, payment(), full)).rejects.toBeInstanceOf(RefundFailedError);
  });

  it('a refusal is passed on; a partial refund sends its amount and needs before + amount read back', async () => {
    const refused = payway([0], () =>
      Promise.reject(new ProviderError('payway', 'REFUND_NOT_POSSIBLE', 'unable', false)),
    );
    await expect(refundAtPayway(refused.gateway, payment(), full)).rejects.toMatchObject({
      code: 'REFUND_NOT_POSSIBLE',
    });
    const second = payway([300, 1000]);
    await refundAtPayway(second.gateway, payment(), {
      amountCents: 700,
      refundedBeforeCents: 300,
      key: 'r2',
    });
    expect(second.gateway.refund).toHaveBeenCalledWith('DL1C1', 700, 'USD');
    const short = payway([300, 900]);
    await expect(
      refundAtPayway(short.gateway, payment(), { amountCents: 700, refundedBeforeCents: 300, key: 'r2' }),
    ).rejects.toMatchObject({ code: 'REFUND_NOT_CONFIRMED' });
  });
});

describe('refundAtPaypal (PayPal: the order refunds read back)', () => {
  const paypal = (reads: { status: string; refunded: number[] }[]) => {
    const gateway = {
      getOrder: jest.fn(async () => {
        const read = reads.shift() ?? { status: 'COMPLETED', refunded: [] };
        return {
          captures: [{ id: 'CAP1', status: read.status }],
          refunds: read.refunded.map((cents, index) => ({
            id: `R${index}`,
            status: 'COMPLETED',
            amount: { amountMinor: cents, currency: 'USD' },
          })),
        };
      }),
      refundCapture: jest.fn(async () => ({ id: 'REF1', status: 'COMPLETED' })),
    } as unknown as PaypalGateway;
    return gateway;
  };
  const paid = payment({ provider: 'paypal', providerOrderId: 'PP-ORDER', tranId: 'DL1P1' });

  it('refunds the amount with a request id derived from the refund, then reads the sum back', async () => {
    const gateway = paypal([
      { status: 'COMPLETED', refunded: [] },
      { status: 'COMPLETED', refunded: [] },
      { status: 'PARTIALLY_REFUNDED', refunded: [400] },
    ]);
    const result = await refundAtPaypal(gateway, paid, {
      amountCents: 400,
      refundedBeforeCents: 0,
      key: 'r1',
    });
    expect(result).toEqual({ providerRefundId: 'REF1', alreadyRefunded: false });
    expect(gateway.refundCapture).toHaveBeenCalledWith('CAP1', 'refund:r1', 'DL1P1', 400);
  });

  it('a refund already read back is not sent again; one that does not read back fails', async () => {
    const done = paypal([
      { status: 'REFUNDED', refunded: [1000] },
      { status: 'REFUNDED', refunded: [1000] },
    ]);
    expect((await refundAtPaypal(done, paid, full)).alreadyRefunded).toBe(true);
    expect(done.refundCapture).not.toHaveBeenCalled();
    const unconfirmed = paypal([
      { status: 'COMPLETED', refunded: [] },
      { status: 'COMPLETED', refunded: [] },
      { status: 'COMPLETED', refunded: [] },
    ]);
    await expect(refundAtPaypal(unconfirmed, paid, full)).rejects.toMatchObject({
      code: 'REFUND_NOT_CONFIRMED',
    });
  });
});
