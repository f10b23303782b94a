import { PaywayGateway } from '@app/payments';
import { ProviderError } from '@app/providers';
import {
  createOrder,
  payAtGateway,
  PaymentsEnv,
  postFormToGateway,
  resetSandbox,
  startPaymentsEnv,
  waitForOrderStatus,
} from './support/payments-harness';

interface SandboxRefund {
  tran_id: string;
  refund_amount: string;
  currency: string;
}

/** PayWay's refund through the app's gateway seam (RSA key from the configuration) against the sandbox. */
describe('PayWay refund through PaywayGateway', () => {
  let env: PaymentsEnv;
  let gateway: PaywayGateway;

  const refundsAtSandbox = async (tranId: string): Promise<SandboxRefund[]> =>
    (await (
      await fetch(`${env.harness.sandbox!.url}/__payway/refunds?tran_id=${encodeURIComponent(tranId)}`)
    ).json()) as SandboxRefund[];

  beforeAll(async () => {
    env = await startPaymentsEnv();
    gateway = env.harness.worker!.get(PaywayGateway);
  });

  afterEach(() => resetSandbox(env.harness));

  afterAll(async () => {
    await env?.close();
  });

  it('refunds a paid order in full once: a repeat is refused with REFUND_EXCEEDS_AMOUNT and the read-back shows the refund', async () => {
    const order = await createOrder(env.harness);
    await postFormToGateway(order);
    payAtGateway(env.harness, order.transactionId);
    await waitForOrderStatus(env.db, order.orderId, 'confirmed');

    expect(await gateway.refundedCents(order.transactionId)).toBe(0);
    const refunded = await gateway.refund(order.transactionId, 1000, 'USD');
    expect(refunded).toEqual({
      grandTotalMinor: 1000,
      totalRefundedMinor: 1000,
      currency: 'USD',
      transactionStatus: 'REFUNDED',
    });

    const repeat = await gateway.refund(order.transactionId, 1000, 'USD').catch((error: unknown) => error);
    expect(repeat).toBeInstanceOf(ProviderError);
    expect(repeat).toMatchObject({ code: 'REFUND_EXCEEDS_AMOUNT', retryable: false });

    expect(await refundsAtSandbox(order.transactionId)).toEqual([
      expect.objectContaining({ tran_id: order.transactionId, refund_amount: '10.00', currency: 'USD' }),
    ]);
    expect(await gateway.refundedCents(order.transactionId)).toBe(1000);
  });

  it('refuses to refund an unpaid transaction and records nothing', async () => {
    const order = await createOrder(env.harness);
    await postFormToGateway(order);
    const refused = await gateway.refund(order.transactionId, 1000, 'USD').catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'REFUND_NOT_POSSIBLE' });
    expect(await refundsAtSandbox(order.transactionId)).toEqual([]);
  });
});
