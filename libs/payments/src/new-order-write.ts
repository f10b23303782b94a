import { LimitsConfig, Outbox, preparedQuery, readInserted, rowsInsert, StatementParams } from '@app/core';
import { Order, OrderItem } from '@app/orders';
import type { EntityManager } from 'typeorm';
import { Payment } from './payment.entity';
import { assertGateOpen, orderGate, type OrderGateRow } from './unpaid-orders';

/**
 * The order was priced from a catalogue version that is no longer the current one: nothing was
 * written, and the caller prices it again from the database.
 */
export class CatalogueMovedOn extends Error {
  constructor() {
    super('the catalogue changed since the order was priced');
  }
}

/**
 * A new order written in one statement: its gate checked first (`orderGate`: the Emergency Stop,
 * then the client's unpaid-orders cap), then the order, its lines, its first payment attempt and its
 * `order.created` event (with the NOTIFY that wakes the relay at commit). While the shop is stopped
 * or the client's cap is full nothing is written and 503 ORDERS_PAUSED or 429 TOO_MANY_UNPAID_ORDERS
 * is thrown; when the order was priced from a catalogue version (`catalogueVersion`, the api's read
 * model) that is no longer the current one, nothing is written and CatalogueMovedOn is thrown. What
 * the database fills in (creation times, defaults) is read back into the given entities. One
 * statement is one transaction: `manager` may be the caller's transaction (a discount redeemed with
 * the order) or none, and the order and its event commit together either way (the outbox's rule).
 */
export async function writeNewOrder(
  manager: EntityManager,
  outbox: Outbox,
  write: { order: Order; items: OrderItem[]; payment: Payment; catalogueVersion: number | null },
  limits: LimitsConfig['unpaidOrders'],
  now: Date,
): Promise<void> {
  const { order, items, payment } = write;
  const params = new StatementParams();
  const gate = orderGate(params, limits, order);
  const version = params.add(write.catalogueVersion, 'bigint');
  const placed = rowsInsert(
    manager,
    Order,
    [order],
    params,
    `gate, priced WHERE gate.gate_open AND gate.capped_by IS NULL AND priced.current`,
  );
  const lines = rowsInsert(manager, OrderItem, items, params, 'placed');
  const attempt = rowsInsert(manager, Payment, [payment], params, 'placed');
  const event = outbox.parts('order.created', { orderId: order.id }, params, 'placed', 'event');
  const rows = await preparedQuery<{ part: string; row: Record<string, unknown> | null }>(
    manager,
    `WITH gate AS (SELECT gate_open, capped_by, oldest_pending FROM ${gate}),
         priced AS (SELECT ${version} IS NULL OR version = ${version} AS current FROM catalogue_version WHERE id = 1),
         placed AS (${placed.sql}),
         lines AS (${lines.sql}),
         attempt AS (${attempt.sql}),
         event AS (${event.insert}),
         woken AS (${event.notify})
       SELECT 'gate' AS part, to_jsonb(gate) AS row FROM gate
       UNION ALL SELECT 'priced', to_jsonb(priced) FROM priced
       UNION ALL SELECT 'order', to_jsonb(placed) FROM placed
       UNION ALL SELECT 'line', to_jsonb(lines) FROM lines
       UNION ALL SELECT 'attempt', to_jsonb(attempt) FROM attempt
       UNION ALL SELECT 'woken', NULL FROM woken`,
    params.values,
  );
  const of = (part: string) => rows.filter((row) => row.part === part).map((row) => row.row!);
  assertGateOpen(of('gate')[0] as unknown as OrderGateRow | undefined, now);
  if (of('priced')[0]?.current !== true) throw new CatalogueMovedOn();
  if (readInserted(manager, placed, of('order')) !== 1) throw new Error('the new order was not written');
  readInserted(manager, lines, of('line'));
  readInserted(manager, attempt, of('attempt'));
}
