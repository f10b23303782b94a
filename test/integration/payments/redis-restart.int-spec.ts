import { JobProducer } from '@app/core';
import request from 'supertest';
import { checkSlots } from '@app/payments';
import { configurePayway } from '../../../apps/sandbox/src/payway';
import { AofRedis, startAofRedis } from './support/aof-redis';
import {
  createOrder,
  outboxEvents,
  payAtGateway,
  paymentRows,
  PaymentsEnv,
  postFormToGateway,
  startPaymentsEnv,
  until,
  waitForOrderStatus,
} from './support/payments-harness';

describe('Redis restarted mid-run', () => {
  let redis: AofRedis;
  let env: PaymentsEnv;

  beforeAll(async () => {
    redis = await startAofRedis();
    env = await startPaymentsEnv({ env: { REDIS_URL: redis.url } });
  });

  afterAll(async () => {
    await env?.close();
    await redis?.stop();
  });

  it('loses none of the delayed checks: the payment is still confirmed by the polling', async () => {
    configurePayway(env.harness.sandbox!.ctx, { pushback: { drop: true } });
    const order = await createOrder(env.harness);
    const [payment] = await paymentRows(env.db, order.orderId);
    const queue = env.harness.worker!.get(JobProducer).queue('payments');
    const ours = async () =>
      (await queue.getJobs(['delayed'])).filter((job) => job.data.paymentId === payment.id);
    const slots = checkSlots().length;
    const before = await until(async () => {
      const jobs = await ours();
      return jobs.length === slots + 1 ? jobs : undefined;
    }, 'the schedule of the attempt');

    await redis.kill();
    await postFormToGateway(order);
    payAtGateway(env.harness, order.transactionId);
    // the outage is seen before Redis comes back: the api reports its queue down
    await until(async () => {
      const { body } = await request(env.harness.url).get('/api/health');
      return (body as { status: string }).status === 'degraded' ? true : undefined;
    }, '/api/health to say the queue is down');
    await redis.start();

    const after = await until(async () => {
      const jobs = await ours().catch(() => undefined);
      return jobs && jobs.length >= slots ? jobs : undefined;
    }, 'the queue to answer again');
    const remaining = new Set(after.map((job) => job.id));
    // Every slot still due is there (the first may have run in the meantime).
    for (const job of before)
      if (job.timestamp + (job.opts.delay ?? 0) > Date.now() + 1000) expect(remaining).toContain(job.id);

    await waitForOrderStatus(env.db, order.orderId, 'confirmed', 30_000);
    expect(await outboxEvents(env.db, 'payment.confirmed', order.orderId)).toBe(1);
  }, 60_000);
});
