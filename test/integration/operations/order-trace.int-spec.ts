import { EsimsEnv, PACKAGES, startEsimsEnv, until, waitForOrder } from '../esims/support';
import { createOrder, payAtGateway, postFormToGateway } from '../payments/support/payments-harness';

/** One order's id on every line of its story: the api's, the relay's, the worker's jobs and its email. */
describe('tracing an order through the logs', () => {
  let env: EsimsEnv;
  const lines: string[] = [];

  beforeAll(async () => {
    env = await startEsimsEnv({
      logLines: lines,
      env: { LOG_LEVEL: 'info', WORKER_QUEUES: 'provisioning,esim-sync,payments,notifications' },
    });
  });

  afterAll(async () => {
    await env?.close();
  });

  it('a grep of the order id finds the order placed, its events, its jobs and its email', async () => {
    const order = await createOrder(env.harness, {
      items: [{ packageId: PACKAGES.fixed.id, quantity: 1 }],
      totalAmount: '5.00',
    });
    await postFormToGateway(order);
    payAtGateway(env.harness, order.transactionId);
    await waitForOrder(env.db, order.orderId, 'completed');
    const story = () =>
      lines
        .filter((line) => line.includes(order.orderId))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    await until(
      async () => (story().some((line) => line.msg === 'notification email sent') ? true : undefined),
      'the eSIM email',
      60_000,
    );
    const entries = story();
    // every line of the story carries the id as a field, not only in a message
    expect(entries.every((line) => line.orderId === order.orderId)).toBe(true);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          msg: 'order placed',
          reqId: expect.any(String),
          orderNumber: order.orderNumber,
        }),
        expect.objectContaining({ msg: 'event published', event: 'payment.confirmed' }),
        expect.objectContaining({ msg: 'job finished', job: 'esim.provision' }),
        expect.objectContaining({
          msg: 'notification email sent',
          kind: 'esim_ready',
          job: 'notification.send',
        }),
      ]),
    );
  }, 120_000);
});
