import { Injectable } from '@nestjs/common';
import { Outbox } from '@app/core';
import { EntityManager } from 'typeorm';
import type { NotificationKind, NotificationRequest } from './notification-kinds';
import { NotificationStore } from './notification.store';

/**
 * Asks for a message. Call it inside the transaction that changes the state the message reports
 * (e.g. the order's move to completed): the row and its outbox event commit with it, or not at all.
 * The same (kind, subjectId) twice is one message.
 */
@Injectable()
export class Notifications {
  constructor(
    private readonly store: NotificationStore,
    private readonly outbox: Outbox,
  ) {}

  async enqueue<K extends NotificationKind>(
    manager: EntityManager,
    request: NotificationRequest<K>,
  ): Promise<{ id: string; created: boolean }> {
    const result = await this.store.insertOnce(manager, request as NotificationRequest);
    if (result.created)
      await this.outbox.add(manager, 'notification.requested', { notificationId: result.id });
    return result;
  }
}
