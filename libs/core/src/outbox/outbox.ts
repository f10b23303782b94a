import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EventName, EventPayloads } from './events';
import type { StatementParams } from '../persistence/rows-insert';

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

  /**
   * The same event as two parts of a larger statement (which must run inside the transaction that
   * changes the state, as `add`): `insert`, written once per row of `from`, and `notify`, which the
   * statement must read (a CTE that is not read is not run) to wake the relay at commit.
   */
  parts<N extends EventName>(
    type: N,
    payload: EventPayloads[N],
    params: StatementParams,
    from: string,
    insertName: string,
  ): { insert: string; notify: string } {
    const name = params.add(type, 'text');
    return {
      insert: `INSERT INTO outbox_event (type, payload) SELECT ${name}, ${params.add(JSON.stringify(payload), 'jsonb')} FROM ${from} RETURNING id`,
      notify: `SELECT pg_notify(${params.add(OUTBOX_CHANNEL, 'text')}, ${name}) FROM ${insertName}`,
    };
  }
}
