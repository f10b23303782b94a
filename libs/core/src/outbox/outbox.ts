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
    // One round trip: the row, and the NOTIFY that wakes the relay without waiting for its next
    // poll (delivered at commit only, like the row).
    const rows: { id: string }[] = await manager.query(
      `WITH added AS (INSERT INTO outbox_event (type, payload) VALUES ($1::text, $2::jsonb) RETURNING id)
       SELECT id, pg_notify($3::text, $1::text) FROM added`,
      [type, JSON.stringify(payload), OUTBOX_CHANNEL],
    );
    return String(rows[0].id);
  }
}
