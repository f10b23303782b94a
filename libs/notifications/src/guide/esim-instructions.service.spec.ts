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

function setup(
  first: Notification | null,
  requested: Notification,
  options: { found?: EsimGuideOrder | null; created?: boolean } = {},
) {
  const found = options.found === undefined ? order : options.found;
  const source: EsimGuideSource = { findByOrderNumber: jest.fn(async () => found) };
  const manager = {} as EntityManager;
  const dataSource = {
    transaction: jest.fn(async (run: (m: EntityManager) => unknown) => run(manager)),
  } as unknown as DataSource;
  const notifications = {
    enqueue: jest.fn(async () => ({ id: requested.id, created: options.created ?? true })),
  };
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
  return { service, notifications, manager };
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

  describe('a staff resend', () => {
    it('queues a new email for any order with eSIMs and runs the audit hook in its transaction', async () => {
      const { service, notifications, manager } = setup(row({ state: 'sent' }), row({ id: 'again' }));
      const onQueued = jest.fn(async () => undefined);
      const result = await service.resendForStaff('DE-20261122-7Q4K', onQueued);
      expect(result).toEqual({ outcome: 'queued', recipient: 'sokha@example.com', fallback: false });
      expect(notifications.enqueue).toHaveBeenCalledWith(
        manager,
        expect.objectContaining({ kind: 'esim_instructions', to: 'sokha@example.com' }),
      );
      expect(onQueued).toHaveBeenCalledWith(manager, 'sokha@example.com');
    });

    it('says why nothing was queued: the first email still on its way, or one already this hour', async () => {
      const pending = setup(row({ state: 'pending' }), row({ id: 'unused' }));
      const onQueued = jest.fn(async () => undefined);
      expect(await pending.service.resendForStaff('DE-1', onQueued)).toMatchObject({
        outcome: 'first_email_pending',
      });
      expect(pending.notifications.enqueue).not.toHaveBeenCalled();

      const repeat = setup(row({ state: 'sent' }), row({ id: 'earlier', state: 'sent' }), { created: false });
      expect(await repeat.service.resendForStaff('DE-1', onQueued)).toMatchObject({
        outcome: 'sent_this_hour',
      });
      expect(onQueued).not.toHaveBeenCalled();
    });

    it('refuses a missing order, one without eSIMs and one without an email, by code', async () => {
      const onQueued = jest.fn(async () => undefined);
      const missing = setup(null, row({}), { found: null });
      await expect(missing.service.resendForStaff('DE-1', onQueued)).rejects.toMatchObject({
        status: 404,
        response: { code: 'NOT_FOUND' },
      });
      const noEsim = setup(null, row({}), { found: { ...order, esims: [] } });
      await expect(noEsim.service.resendForStaff('DE-1', onQueued)).rejects.toMatchObject({
        status: 409,
        response: { code: 'NO_ESIM' },
      });
      const noEmail = setup(null, row({}), { found: { ...order, customerEmail: '' } });
      await expect(noEmail.service.resendForStaff('DE-1', onQueued)).rejects.toMatchObject({
        status: 409,
        response: { code: 'NO_EMAIL' },
      });
      expect(onQueued).not.toHaveBeenCalled();
    });
  });
});
