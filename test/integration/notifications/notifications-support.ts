import { JobProducer } from '@app/core';
import { Notification, Notifications, type NotificationRequest } from '@app/notifications';
import { DataSource } from 'typeorm';
import { esimReadyFixture } from '../../../libs/notifications/src/testing-fixtures';
import type { Harness } from '../../support/harness';
import { until } from '../../support/wait';

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

/**
 * Every notification event published and no send job waiting, running or delayed (the minute
 * sweep's scheduler job is always there, so it is not counted): nothing more is on its way.
 */
export async function settled(harness: Harness): Promise<void> {
  const api = harness.api as NonNullable<Harness['api']>;
  const queue = api.get(JobProducer).queue('notifications');
  await until(async () => {
    const [{ pending }]: { pending: number }[] = await api
      .get(DataSource)
      .query(
        "SELECT count(*)::int AS pending FROM outbox_event WHERE published_at IS NULL AND type = 'notification.requested'",
      );
    const jobs = await queue.getJobs(['waiting', 'active', 'delayed', 'prioritized']);
    const sending = jobs.filter((job) => job?.name === 'notification.send').length;
    return pending === 0 && sending === 0 ? true : undefined;
  }, 'the notifications to settle');
}

export async function setSmtpDown(harness: Harness, down: boolean): Promise<void> {
  const response = await fetch(`${harness.sandbox?.url}/__control/smtp`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ down }),
  });
  if (!response.ok) throw new Error(`smtp control: ${response.status}`);
}

/** An eSIM-ready request for a fresh order: the unit tests' fixture, with its first eSIM only. */
export const esimReady = (orderId: string, to: string): NotificationRequest<'esim_ready'> => {
  const fixture = esimReadyFixture();
  return {
    kind: 'esim_ready',
    subjectId: orderId,
    to,
    language: 'en',
    data: {
      ...fixture,
      orderNumber: `DE-${orderId.slice(0, 8).toUpperCase()}`,
      orderLink: `https://shop.example/order/${orderId}`,
      esims: fixture.esims.slice(0, 1),
    },
  };
};
