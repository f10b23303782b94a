import { JobProducer } from '@app/core';
import { checkSlots, PaywayGateway } from '@app/payments';
import { ProviderError } from '@app/providers';
import request from 'supertest';
import { configurePayway, getPaywayStore } from '../../../apps/sandbox/src/payway';
import {
  createOrder,
  orderRow,
  outboxEvents,
  payAtGateway,
  paymentRows,
  PaymentsEnv,
  postFormToGateway,
  resetSandbox,
  startPaymentsEnv,
  until,
  waitForOrderStatus,
} from './support/payments-harness';

describe('server-side polling and expiry of payment attempts', () => {
  let env: PaymentsEnv;
  let jobs: JobProducer;

  beforeAll(async () => {
    env = await startPaymentsEnv();
    jobs = env.harness.worker!.get(JobProducer);
  });

  afterEach(() => resetSandbox(env.harness));

  afterAll(async () => {
    await env?.close();
  });

  const job = (jobId: string) => jobs.queue('payments').getJob(jobId.replace(/:/g, '_'));

  it('schedules 4 checks 5 s apart and the 5 backups as delayed jobs, one per slot', async () => {
    const order = await createOrder(env.harness);
    const [payment] = await paymentRows(env.db, order.orderId);
    const issuedAt = (payment.issued_at as Date).getTime();
    const expected = checkSlots();
    expect(expected.map((slot) => [slot.slot, slot.offsetMs / 1000])).toEqual([
      ['m1', 5],
      ['m2', 10],
      ['m3', 15],
      ['m4', 20],
      ['b1', 40],
      ['b2', 80],
      ['b3', 140],
      ['b4', 200],
      ['b5', 260],
    ]);
    for (const { slot, offsetMs } of expected) {
      const scheduled = await until(
        async () => (await job(`payment.check:${payment.id}:${slot}`)) ?? undefined,
        `slot ${slot}`,
      );
      expect(scheduled.name).toBe('payment.check');
      expect(scheduled.data).toEqual({ paymentId: payment.id });
      expect(
        Math.abs(scheduled.timestamp + (scheduled.opts.delay ?? 0) - (issuedAt + offsetMs)),
      ).toBeLessThan(5000); // the slots are 5 s and more apart: a tolerance that still tells them apart
    }
    const expiry = await job(`payment.expire:${payment.id}:${(payment.expires_at as Date).getTime()}`);
    expect(expiry?.name).toBe('payment.expire');
    // A second delivery of payment.issued adds nothing: the ids collapse.
    const before = await jobs.queue('payments').getDelayedCount();
    await jobs.enqueue(
      'payment.check',
      { paymentId: payment.id },
      { jobId: `payment.check:${payment.id}:b5`, delayMs: 1000 },
    );
    expect(await jobs.queue('payments').getDelayedCount()).toBe(before);
  });

  it('confirms a payment whose pushback never arrives, from its own polling', async () => {
    configurePayway(env.harness.sandbox!.ctx, { pushback: { drop: true } });
    const order = await createOrder(env.harness);
    await postFormToGateway(order);
    payAtGateway(env.harness, order.transactionId);
    await waitForOrderStatus(env.db, order.orderId, 'confirmed', 15_000);
    expect(getPaywayStore(env.harness.sandbox!.ctx).get(order.transactionId)!.pushbacks).toEqual([]);
    const [payment] = await paymentRows(env.db, order.orderId);
    expect(payment.status).toBe('approved');
    expect(payment.checks_count).toBeGreaterThanOrEqual(1);
  });

  it("takes a paid attempt's delayed checks and its expiry out of the queue once it is confirmed", async () => {
    const order = await createOrder(env.harness);
    const [payment] = await paymentRows(env.db, order.orderId);
    const ids = [
      ...checkSlots().map(({ slot }) => `payment.check:${payment.id}:${slot}`),
      `payment.expire:${payment.id}:${(payment.expires_at as Date).getTime()}`,
    ];
    await until(async () => ((await job(ids[ids.length - 1])) ? true : undefined), 'the expiry scheduled');
    await postFormToGateway(order);
    payAtGateway(env.harness, order.transactionId);
    await waitForOrderStatus(env.db, order.orderId, 'confirmed', 15_000);
    // a check that already ran stays among the finished jobs; none waits any more
    const left = await until(async () => {
      const states = await Promise.all(
        ids.map(async (id) => {
          const state = await (await job(id))?.getState();
          return state === undefined || state === 'unknown' ? 'gone' : state; // unknown: in no list
        }),
      );
      return states.some((state) => state === 'delayed' || state === 'waiting') ? undefined : states;
    }, 'the delayed jobs removed');
    expect(left.slice(4)).toEqual(Array(6).fill('gone')); // b1..b5 and the expiry never ran
    expect((await paymentRows(env.db, order.orderId))[0].status).toBe('approved');
  });

  it('expires an unpaid attempt at its lifetime: closed at the gateway, order cancelled', async () => {
    const order = await createOrder(env.harness);
    await postFormToGateway(order);
    const [payment] = await paymentRows(env.db, order.orderId);
    // Early: the job only re-schedules itself for the deadline.
    await jobs.enqueue(
      'payment.expire',
      { paymentId: payment.id },
      { jobId: `payment.expire:${payment.id}:early` },
    );
    await until(
      async () => ((await job(`payment.expire:${payment.id}:early`))?.finishedOn ? true : undefined),
      'the early run',
    );
    expect((await paymentRows(env.db, order.orderId))[0].status).toBe('pending');

    await env.db.query(`UPDATE payment SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      payment.id,
    ]);
    await jobs.enqueue(
      'payment.expire',
      { paymentId: payment.id },
      { jobId: `payment.expire:${payment.id}:now` },
    );
    await waitForOrderStatus(env.db, order.orderId, 'cancelled');
    expect((await paymentRows(env.db, order.orderId))[0].status).toBe('expired');
    const tx = getPaywayStore(env.harness.sandbox!.ctx).get(order.transactionId)!;
    expect(tx.closed).toBe(true);
    expect(tx.status).toBe('CANCELLED');
    const status = await request(env.harness.url)
      .get(`/api/payment/status/${order.transactionId}`)
      .expect(200);
    expect(status.body).toMatchObject({ status: 'failed', paymentStatus: 'failed' });
    expect(status.body.error).toBe('The payment was not completed in time and the order was cancelled.');
  });

  it('flags a payment approved after the expiry for a refund instead of losing it', async () => {
    const order = await createOrder(env.harness);
    await postFormToGateway(order);
    const [payment] = await paymentRows(env.db, order.orderId);
    await env.db.query(`UPDATE payment SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      payment.id,
    ]);
    // close-transaction is refused for good (a refusal retrying cannot change): PayWay keeps the
    // transaction open. (A transient failure would be retried until PayWay answers.)
    const close = jest
      .spyOn(env.harness.worker!.get(PaywayGateway), 'close')
      .mockRejectedValue(new ProviderError('payway', 'INVALID_MERCHANT', 'close: refused', false));
    await jobs.enqueue(
      'payment.expire',
      { paymentId: payment.id },
      { jobId: `payment.expire:${payment.id}:late` },
    );
    await waitForOrderStatus(env.db, order.orderId, 'cancelled');
    expect(close).toHaveBeenCalledWith(order.transactionId);

    payAtGateway(env.harness, order.transactionId);
    close.mockRestore();
    const flagged = await until(async () => {
      const [row] = await paymentRows(env.db, order.orderId);
      return row.needs_refund ? row : undefined;
    }, 'the late payment to be flagged');
    expect(flagged).toMatchObject({
      status: 'approved',
      refund_reason: 'late_payment',
      paid_amount_cents: 1000,
    });
    expect((await orderRow(env.db, order.orderId)).status).toBe('cancelled');
    expect(await outboxEvents(env.db, 'payment.confirmed', order.orderId)).toBe(0);
    expect(await outboxEvents(env.db, 'payment.refund_needed', order.orderId)).toBe(1);
  });

  it('sweeps up work a lost queue dropped: overdue attempts expire, stale ones are checked', async () => {
    configurePayway(env.harness.sandbox!.ctx, { pushback: { drop: true } });
    const overdue = await createOrder(env.harness);
    const stale = await createOrder(env.harness);
    const [overduePayment] = await paymentRows(env.db, overdue.orderId);
    const [stalePayment] = await paymentRows(env.db, stale.orderId);
    // The queue lost the stale attempt's schedule: only the sweep can find it now.
    for (const { slot } of checkSlots()) {
      const scheduled = await until(
        async () => (await job(`payment.check:${stalePayment.id}:${slot}`)) ?? undefined,
        slot,
      );
      await scheduled.remove();
    }
    await postFormToGateway(stale);
    payAtGateway(env.harness, stale.transactionId);
    await env.db.query(`UPDATE payment SET expires_at = now() - interval '5 minutes' WHERE id = $1`, [
      overduePayment.id,
    ]);
    await env.db.query(
      `UPDATE payment SET issued_at = now() - interval '3 minutes', last_checked_at = now() - interval '3 minutes' WHERE id = $1`,
      [stalePayment.id],
    );
    await jobs.enqueue('payments.sweep', {}, { jobId: `payments.sweep:test:${Date.now()}` });
    await waitForOrderStatus(env.db, overdue.orderId, 'cancelled');
    await waitForOrderStatus(env.db, stale.orderId, 'confirmed', 5000);
    const sweepCheck = await job(`payment.check:${stalePayment.id}:sweep${Math.floor(Date.now() / 60000)}`);
    const previousMinute = await job(
      `payment.check:${stalePayment.id}:sweep${Math.floor(Date.now() / 60000) - 1}`,
    );
    expect(sweepCheck ?? previousMinute).toBeTruthy();
  });
});
