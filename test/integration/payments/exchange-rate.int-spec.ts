import { JobProducer } from '@app/core';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { configurePayway } from '../../../apps/sandbox/src/payway';
import { finishedJob } from '../../support/jobs';
import { PaymentsEnv, resetSandbox, startPaymentsEnv, until } from './support/payments-harness';

/** Riel beside dollars: PayWay's rate read by the worker's schedule, stored with its time, pushed on change. */
describe('PayWay exchange rate (riel beside dollars)', () => {
  let env: PaymentsEnv;
  let socket: Socket;
  const pushes: { khrPerUsd: number | null; fetchedAt: string | null }[] = [];

  const rate = async () => (await request(env.harness.url).get('/api/exchange-rate').expect(200)).body;
  const refresh = () => env.harness.worker!.get(JobProducer).enqueue('exchange-rate.refresh', {});
  const fetchedAt = async (): Promise<Date> =>
    (await env.db.query(`SELECT fetched_at FROM exchange_rate WHERE currency = 'USD'`)).rows[0].fetched_at;

  beforeAll(async () => {
    env = await startPaymentsEnv();
    socket = io(env.harness.url, { path: '/ws', transports: ['websocket'] });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    socket.on('exchange_rate_update', (payload) => pushes.push(payload));
    await new Promise<void>((resolve) => {
      socket.once('subscription_confirmed', () => resolve());
      socket.emit('subscribe_packages');
    });
  }, 120_000);

  afterAll(async () => {
    socket?.close();
    if (env) resetSandbox(env.harness);
    await env?.close();
  });

  it('the worker’s schedule reads the rate at start and every hour', async () => {
    const scheduler = await env.harness
      .worker!.get(JobProducer)
      .queue('payments')
      .getJobScheduler('exchange-rate.refresh');
    expect(scheduler?.every).toBe(3600 * 1000);
    const first = await until(
      async () => ((await rate()).khrPerUsd === 4100 ? await rate() : undefined),
      'the first rate',
    );
    expect(first).toEqual({ khrPerUsd: 4100, fetchedAt: expect.any(String) });
  });

  it('stores a new rate with its time and pushes it to shop pages; an unchanged rate is not pushed again', async () => {
    configurePayway(env.harness.sandbox!.ctx, { khrPerUsd: 4125 });
    const before = pushes.length;
    await refresh();
    await until(async () => (pushes.length > before ? true : undefined), 'the push of the new rate');
    expect(pushes.at(-1)).toEqual({ khrPerUsd: 4125, fetchedAt: expect.any(String) });
    expect((await rate()).khrPerUsd).toBe(4125);

    const firstRead = await fetchedAt();
    const jobs = env.harness.worker!.get(JobProducer);
    await jobs.enqueue('exchange-rate.refresh', {}, { jobId: 'exchange-rate-unchanged' });
    const read = await finishedJob(
      jobs.queue('payments'),
      'exchange-rate-unchanged',
      'the read of the unchanged rate',
    );
    expect(read.failedReason ?? null).toBeNull();
    expect((await fetchedAt()).getTime()).toBeGreaterThan(firstRead.getTime());
    expect((await rate()).khrPerUsd).toBe(4125);

    // the next change is the next push (one publisher, in order): none came for the unchanged read
    configurePayway(env.harness.sandbox!.ctx, { khrPerUsd: 4150 });
    await refresh();
    await until(async () => (pushes.length > before + 1 ? true : undefined), 'the push of the next rate');
    expect(pushes.slice(before).map((push) => push.khrPerUsd)).toEqual([4125, 4150]);
  });

  it('a rate older than a day is withheld: riel is hidden rather than wrong', async () => {
    await env.db.query(`UPDATE exchange_rate SET fetched_at = now() - interval '25 hours'`);
    expect(await rate()).toEqual({ khrPerUsd: null, fetchedAt: null });
    await env.db.query(`UPDATE exchange_rate SET fetched_at = now() - interval '23 hours'`);
    expect((await rate()).khrPerUsd).toBe(4150);
  });
});
