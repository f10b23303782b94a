import type { DataSource, EntityManager } from 'typeorm';
import { esimReadyFixture } from '../testing-fixtures';
import type { Notification } from '../notification.entity';
import type { NotificationStore } from '../notification.store';
import type { Notifications } from '../notifications.service';
import type { EsimGuideOrder, EsimGuideSource } from './esim-guide-source';
import { EsimInstructionsService, INSTRUCTIONS_FALLBACK_MESSAGE } from './esim-instructions.service';

const order: EsimGuideOrder = {
  ...esimReadyFixture(),
  orderId: 'order-1',
  ownerId: 'user-1',
  accessToken: 'guest-token-1',
  customerEmail: 'sokha@example.com',
  language: 'km',
};
const row = (overrides: Partial<Notification>): Notification =>
  ({
    id: 'n',
    recipient: 'sokha@example.com',
    state: 'pending',
    lastError: null,
    ...overrides,
  }) as Notification;

function setup(first: Notification | null, requested: Notification) {
  const source: EsimGuideSource = { findByOrderNumber: jest.fn(async () => order) };
  const manager = {} as EntityManager;
  const dataSource = {
    transaction: jest.fn(async (run: (m: EntityManager) => unknown) => run(manager)),
  } as unknown as DataSource;
  const notifications = { enqueue: jest.fn(async () => ({ id: requested.id, created: true })) };
  const store = {
    findByKey: jest.fn(async () => first),
    findById: jest.fn(async () => requested),
  };
  const service = new EsimInstructionsService(
    source,
    dataSource,
    notifications as unknown as Notifications,
    store as unknown as NotificationStore,
  );
  return { service, notifications };
}

describe('EsimInstructionsService', () => {
  it('queues the instructions again, once per order and hour, in the customer’s language', async () => {
    const { service, notifications } = setup(row({ state: 'sent' }), row({ id: 'again' }));
    const reply = await service.send(
      'DE-20261122-7Q4K',
      { userId: 'user-1' },
      new Date('2026-11-22T10:30:00Z'),
    );
    expect(reply).toEqual({
      success: true,
      fallback: false,
      recipient: 'sokha@example.com',
      message: 'eSIM setup instructions have been sent to sokha@example.com!',
    });
    const hour = Math.floor(new Date('2026-11-22T10:30:00Z').getTime() / 3_600_000);
    expect(notifications.enqueue).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ kind: 'esim_instructions', subjectId: `order-1:${hour}`, language: 'km' }),
    );
  });

  it('answers with the first email while it is still on its way, saying so when SMTP fails', async () => {
    const { service, notifications } = setup(
      row({ state: 'pending', lastError: 'connect ECONNREFUSED' }),
      row({ id: 'unused' }),
    );
    const reply = await service.send('DE-20261122-7Q4K', { userId: 'user-1' });
    expect(reply).toMatchObject({ success: true, fallback: true, message: INSTRUCTIONS_FALLBACK_MESSAGE });
    expect(notifications.enqueue).not.toHaveBeenCalled();
  });

  it('refuses an order that is not the caller’s', async () => {
    const { service } = setup(null, row({}));
    await expect(service.send('DE-20261122-7Q4K', { userId: 'user-2' })).rejects.toMatchObject({
      status: 404,
    });
  });
});
