import type { AppConfig, AppLogger, JobProducer } from '@app/core';
import { UnrecoverableError } from 'bullmq';
import type { Mailer } from './mail/mailer';
import type { Notification } from './notification.entity';
import { NotificationJobs } from './notification.jobs';
import type { NotificationStore } from './notification.store';

const row = (overrides: Partial<Notification> = {}): Notification =>
  ({
    id: 'n-1',
    dedupeKey: 'contact_receipt:c-1',
    kind: 'contact_receipt',
    subjectId: 'c-1',
    recipient: 'dara@example.com',
    language: 'en',
    payload: { contactId: 'c-1', customerName: 'Dara', subject: 'Hi', message: 'Hello' },
    state: 'sending',
    attempts: 1,
    lastError: null,
    ...overrides,
  }) as Notification;

function setup() {
  const store = {
    claim: jest.fn(async () => row()),
    markSent: jest.fn(async () => undefined),
    markAttemptFailed: jest.fn(async (_row: Notification, _error: string, permanent: boolean) =>
      permanent ? 'failed' : 'pending',
    ),
    due: jest.fn(async () => [] as { id: string; attempts: number }[]),
  };
  const mailer = { send: jest.fn(async () => ({ messageId: '<m@x>', response: '250 OK' })) };
  const jobs = { enqueue: jest.fn(async () => undefined) };
  const config = {
    mail: { from: 'Shop <no-reply@shop.test>', supportEmail: 'support@shop.test' },
    http: { publicUrl: 'https://shop.test' },
  } as AppConfig;
  const logger = { warn: jest.fn(), info: jest.fn() } as unknown as AppLogger;
  const handler = new NotificationJobs(
    store as unknown as NotificationStore,
    mailer as unknown as Mailer,
    jobs as unknown as JobProducer,
    config,
    logger,
    { fill: (_kind: string, payload: Record<string, unknown>) => Promise.resolve(payload) } as never,
  );
  return { handler, store, mailer, jobs };
}

describe('NotificationJobs', () => {
  it('queues the send job with a job id from the notification, so a repeated event adds nothing', async () => {
    const { handler, jobs } = setup();
    await handler.queueSend({
      id: '9',
      type: 'notification.requested',
      payload: { notificationId: 'n-1' },
      createdAt: new Date(),
    });
    expect(jobs.enqueue).toHaveBeenCalledWith(
      'notification.send',
      { notificationId: 'n-1' },
      { jobId: 'notification.send:n-1' },
    );
  });

  it('skips a row it cannot claim (already sent, or another worker holds it)', async () => {
    const { handler, store, mailer } = setup();
    store.claim.mockResolvedValueOnce(null as never);
    await expect(handler.send({ notificationId: 'n-1' })).resolves.toBe('skipped');
    expect(mailer.send).not.toHaveBeenCalled();
  });

  it('sends with the Message-ID of the dedupe key and records the server answer', async () => {
    const { handler, store, mailer } = setup();
    await expect(handler.send({ notificationId: 'n-1' })).resolves.toBe('done');
    const sent = mailer.send.mock.calls[0] as unknown as [{ to: string; messageId: string; subject: string }];
    expect(sent[0].to).toBe('dara@example.com');
    expect(sent[0].messageId).toMatch(/^<notification\.[0-9a-f]{32}@shop\.test>$/);
    expect(sent[0].subject).toBe('We received your message: Hi');
    expect(store.markSent).toHaveBeenCalledWith('n-1', '<m@x>', '250 OK');
  });

  it('keeps writing `sent` while the database is away after the message went out, so it is not sent again', async () => {
    const { handler, store, mailer } = setup();
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    store.markSent.mockRejectedValueOnce(down).mockRejectedValueOnce(down);
    await expect(handler.send({ notificationId: 'n-1' })).resolves.toBe('done');
    expect(mailer.send).toHaveBeenCalledTimes(1);
    expect(store.markSent).toHaveBeenCalledTimes(3);
    expect(store.markAttemptFailed).not.toHaveBeenCalled();
  });

  it('puts the row back to pending and fails the job for a retry when SMTP is unreachable', async () => {
    const { handler, store, mailer } = setup();
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' });
    mailer.send.mockRejectedValueOnce(refused);
    await expect(handler.send({ notificationId: 'n-1' })).rejects.toBe(refused);
    expect(store.markAttemptFailed).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'n-1' }),
      'connect ECONNREFUSED',
      false,
    );
    expect(store.markSent).not.toHaveBeenCalled();
  });

  it('gives up for good on a permanent refusal (5xx)', async () => {
    const { handler, store, mailer } = setup();
    mailer.send.mockRejectedValueOnce(Object.assign(new Error('550 no such user'), { responseCode: 550 }));
    await expect(handler.send({ notificationId: 'n-1' })).rejects.toBeInstanceOf(UnrecoverableError);
    expect(store.markAttemptFailed).toHaveBeenCalledWith(expect.anything(), '550 no such user', true);
  });

  it('sweeps waiting rows into one-try jobs whose id changes with each attempt', async () => {
    const { handler, store, jobs } = setup();
    store.due.mockResolvedValueOnce([
      { id: 'a', attempts: 5 },
      { id: 'b', attempts: 0 },
    ]);
    await expect(handler.sweep()).resolves.toBe('done');
    expect(jobs.enqueue).toHaveBeenCalledWith(
      'notification.send',
      { notificationId: 'a' },
      { jobId: 'notification.send:a:5', attempts: 1 },
    );
    expect(jobs.enqueue).toHaveBeenCalledWith(
      'notification.send',
      { notificationId: 'b' },
      { jobId: 'notification.send:b:0', attempts: 1 },
    );
    await expect(handler.sweep()).resolves.toBe('skipped');
  });
});
