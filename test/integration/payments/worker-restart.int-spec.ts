import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createLogger, JobProducer } from '@app/core';
import type { Worker } from 'bullmq';
import request from 'supertest';
import { JobRunner } from '../../../apps/worker/src/job-runner';
import { WorkerModule } from '../../../apps/worker/src/worker.module';
import { configurePayway } from '../../../apps/sandbox/src/payway';
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

/**
 * A worker dies while it waits for PayWay's answer: nothing it was doing is committed, and a new
 * worker on the same database and queue still confirms the payment (the remaining check slots are
 * delayed jobs in the queue; the abandoned job is picked up again once its lock runs out).
 */
describe('a worker killed in the middle of a verification', () => {
  let env: PaymentsEnv;
  let second: INestApplicationContext | undefined;

  beforeAll(async () => {
    env = await startPaymentsEnv({ env: { PROVIDER_TIMEOUT_MS: '3000' } });
  });

  afterAll(async () => {
    await second?.close();
    await env?.close();
  });

  it('still confirms the payment after a new worker starts', async () => {
    const ctx = env.harness.sandbox!.ctx;
    configurePayway(ctx, { pushback: { drop: true } });
    const order = await createOrder(env.harness);
    await postFormToGateway(order);
    payAtGateway(env.harness, order.transactionId);
    ctx.faults.payway.latencyMs = 6000; // every check now hangs past the client's 3 s timeout

    const queue = env.harness.worker!.get(JobProducer).queue('payments');
    await request(env.harness.url).post(`/api/payway/check-transaction/${order.transactionId}`).expect(200);
    const inFlight = await until(async () => {
      const active = await queue.getActive();
      return active.find((job) => job.name === 'payment.check') ?? undefined;
    }, 'a verification in flight');
    expect(inFlight.data.paymentId).toBeDefined();

    // Kill: the queue worker stops at once (no waiting for the job), then the process goes away.
    const runner = env.harness.worker!.get(JobRunner) as unknown as { workers: Worker[] };
    await Promise.all(runner.workers.map((worker) => worker.close(true)));
    await env.harness.worker!.close();
    env.harness.worker = undefined;
    const [stuck] = await paymentRows(env.db, order.orderId);
    expect(stuck.status).toBe('pending');
    expect(stuck.checks_count).toBe(0);

    ctx.faults.payway.latencyMs = 0;
    const config = env.harness.config;
    second = await NestFactory.createApplicationContext(
      WorkerModule.forRoot({ config, logger: createLogger({ level: config.logLevel, name: 'worker-2' }) }),
      { logger: false },
    );
    await second.init();

    await waitForOrderStatus(env.db, order.orderId, 'confirmed', 40_000);
    const [payment] = await paymentRows(env.db, order.orderId);
    expect(payment.status).toBe('approved');
    expect(await outboxEvents(env.db, 'payment.confirmed', order.orderId)).toBe(1);
  }, 60_000);
});
