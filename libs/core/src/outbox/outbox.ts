import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EventName, EventPayloads } from './events';

export const OUTBOX_CHANNEL = 'outbox_event';

/** Writes events into the caller's transaction; the relay publishes them after commit. */
@Injectable()
export class Outbox {
  async add<N extends EventName>(
    manager: EntityManager,
    type: N,
    payload: EventPayloads[N],
  ): Promise<string> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(`outbox event ${type} must be written inside the transaction that changes the state`);
    }
    const rows: { id: string }[] = await manager.query(
      'INSERT INTO outbox_event (type, payload) VALUES ($1, $2::jsonb) RETURNING id',
      [type, JSON.stringify(payload)],
    );
    // Delivered at commit only: wakes the relay without waiting for its next poll.
    await manager.query('SELECT pg_notify($1, $2)', [OUTBOX_CHANNEL, type]);
    return String(rows[0].id);
  }
}
