import { JobProducer } from '@app/core';
import { Notification, Notifications, type NotificationRequest } from '@app/notifications';
import { DataSource } from 'typeorm';
import type { Harness } from '../../support/harness';

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks for a notification the way feature code does: inside a transaction. */
export async function enqueue(
  harness: Harness,
  request: NotificationRequest,
): Promise<{ id: string; created: boolean }> {
  const api = harness.api as NonNullable<Harness['api']>;
  return api.get(DataSource).transaction((manager) => api.get(Notifications).enqueue(manager, request));
}

export async function notificationRow(harness: Harness, id: string): Promise<Notification> {
  const row = await (harness.api as NonNullable<Harness['api']>)
    .get(DataSource)
    .getRepository(Notification)
    .findOneBy({ id });
  if (!row) throw new Error(`no notification ${id}`);
  return row;
}

/** Polls until `check` returns a value (not undefined/false) or the time is up. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await sleep(100);
  }
}

/**
 * Every notification event published and no send job waiting, running or delayed (the minute
 * sweep's scheduler job is always there, so it is not counted): nothing more is on its way.
 */
export async function settled(harness: Harness): Promise<void> {
  const api = harness.api as NonNullable<Harness['api']>;
  const queue = api.get(JobProducer).queue('notifications');
  await eventually(async () => {
    const [{ pending }]: { pending: number }[] = await api
      .get(DataSource)
      .query(
        "SELECT count(*)::int AS pending FROM outbox_event WHERE published_at IS NULL AND type = 'notification.requested'",
      );
    const jobs = await queue.getJobs(['waiting', 'active', 'delayed', 'prioritized']);
    return pending === 0 && jobs.filter((job) => job?.name === 'notification.send').length === 0;
  });
}

export async function setSmtpDown(harness: Harness, down: boolean): Promise<void> {
  const response = await fetch(`${harness.sandbox?.url}/__control/smtp`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ down }),
  });
  if (!response.ok) throw new Error(`smtp control: ${response.status}`);
}

export const esimReady = (orderId: string, to: string): NotificationRequest<'esim_ready'> => ({
  kind: 'esim_ready',
  subjectId: orderId,
  to,
  language: 'en',
  data: {
    orderNumber: `DE-${orderId.slice(0, 8).toUpperCase()}`,
    customerName: 'Sokha Chan',
    orderLink: `https://shop.example/order/${orderId}`,
    esims: [
      {
        iccid: '8985200012345678901',
        lpa: 'LPA:1$smdp.sandbox.roamesim.local$K7F3-9QWE-XY12',
        smdpAddress: 'smdp.sandbox.roamesim.local',
        activationCode: 'K7F3-9QWE-XY12',
        destination: 'Thailand',
        packageName: 'Thailand 5GB 7 days',
        dataLabel: '5GB',
        days: 7,
        expiresAt: '2026-12-30T10:00:00.000Z',
      },
    ],
  },
});
