import { BadRequestException } from '@nestjs/common';
import type { AppLogger, JobProducer } from '@app/core';
import { StripeWebhookRefused, type StripeEventView } from '@app/providers';
import type { DataSource } from 'typeorm';
import type { StripeGateway } from './stripe-gateway';
import { StripeWebhooks } from './stripe-webhooks';

const ATTEMPT = '6f1c2f4e-8a3b-4c1d-9e2f-0a1b2c3d4e5f';

/** A store of event ids like stripe_webhook_event's primary key (INSERT … ON CONFLICT DO NOTHING RETURNING). */
function fakes(verify: () => StripeEventView) {
  const stored = new Set<string>();
  const enqueued: string[] = [];
  const dataSource = {
    query: jest.fn(async (sql: string, params: unknown[]) => {
      if (sql.startsWith('INSERT INTO stripe_webhook_event')) {
        const id = params[0] as string;
        if (stored.has(id)) return [];
        stored.add(id);
        return [{ event_id: id }];
      }
      return [];
    }),
    getRepository: () => ({
      findOneBy: async (where: { providerOrderId?: string; id?: string }) =>
        where.providerOrderId === 'cs_test_1' || where.id === ATTEMPT ? { id: ATTEMPT } : null,
    }),
  } as unknown as DataSource;
  const jobs = {
    enqueue: jest.fn(async (_name: string, _payload: unknown, options: { jobId: string }) => {
      enqueued.push(options.jobId);
    }),
  } as unknown as JobProducer;
  const logger = { warn: jest.fn() } as unknown as AppLogger;
  const gateway = { verifyWebhook: jest.fn(verify) } as unknown as StripeGateway;
  return { webhooks: new StripeWebhooks(dataSource, gateway, jobs, logger), enqueued, stored };
}

const completed: StripeEventView = {
  id: 'evt_1',
  type: 'checkout.session.completed',
  objectId: 'cs_test_1',
  object: { id: 'cs_test_1', metadata: { attempt_id: ATTEMPT } },
};

describe('StripeWebhooks.receive', () => {
  it('stores each event id once: a replayed delivery queues nothing more', async () => {
    const { webhooks, enqueued } = fakes(() => completed);
    expect(await webhooks.receive('{}', 't=1,v1=x')).toEqual({ received: true, duplicate: false });
    expect(await webhooks.receive('{}', 't=1,v1=x')).toEqual({ received: true, duplicate: true });
    expect(enqueued).toEqual([`payment.check:${ATTEMPT}:wh-evt_1`]);
  });

  it('finds the attempt of a payment_intent event by the metadata we set', async () => {
    const { webhooks, enqueued } = fakes(() => ({
      id: 'evt_2',
      type: 'payment_intent.payment_failed',
      objectId: 'pi_1',
      object: { id: 'pi_1', metadata: { attempt_id: ATTEMPT } },
    }));
    await webhooks.receive('{}', 't=1,v1=x');
    expect(enqueued).toEqual([`payment.check:${ATTEMPT}:wh-evt_2`]);
  });

  it('refuses a delivery whose signature does not verify, storing nothing', async () => {
    const { webhooks, stored, enqueued } = fakes(() => {
      throw new StripeWebhookRefused('BAD_SIGNATURE', 'No signatures found matching the expected signature');
    });
    await expect(webhooks.receive('{}', 't=1,v1=x')).rejects.toBeInstanceOf(BadRequestException);
    expect(stored.size).toBe(0);
    expect(enqueued).toEqual([]);
  });
});
