import { Outbox, preparedQuery, readInserted, rowsInsert, StatementParams } from '@app/core';
import { EMERGENCY_STOP_SETTING_KEY, Order, OrderItem, ordersPaused, takingOrders } from '@app/orders';
import type { EntityManager } from 'typeorm';
import { Payment } from './payment.entity';

/**
 * A new order written in one statement: the Emergency Stop checked (`takingOrders`), the order, its
 * lines, its first payment attempt and its `order.created` event (with the NOTIFY that wakes the
 * relay at commit). While the shop is stopped nothing is written and 503 ORDERS_PAUSED is thrown.
 * What the database fills in (creation times, defaults) is read back into the given entities.
 * Runs inside the caller's transaction (the outbox's rule).
 */
export async function writeNewOrder(
  manager: EntityManager,
  outbox: Outbox,
  order: Order,
  items: OrderItem[],
  payment: Payment,
): Promise<void> {
  if (!manager.queryRunner?.isTransactionActive)
    throw new Error('a new order is written inside a transaction');
  const params = new StatementParams();
  const open = takingOrders(params.add(EMERGENCY_STOP_SETTING_KEY, 'text'));
  const placed = rowsInsert(manager, Order, [order], params, `stop WHERE stop.open`);
  const lines = rowsInsert(manager, OrderItem, items, params, 'placed');
  const attempt = rowsInsert(manager, Payment, [payment], params, 'placed');
  const event = outbox.parts('order.created', { orderId: order.id }, params, 'placed', 'event');
  const rows = await preparedQuery<{ part: string; row: Record<string, unknown> | null }>(
    manager,
    `WITH stop AS (SELECT ${open} AS open),
         placed AS (${placed.sql}),
         lines AS (${lines.sql}),
         attempt AS (${attempt.sql}),
         event AS (${event.insert}),
         woken AS (${event.notify})
       SELECT 'order' AS part, to_jsonb(placed) AS row FROM placed
       UNION ALL SELECT 'line', to_jsonb(lines) FROM lines
       UNION ALL SELECT 'attempt', to_jsonb(attempt) FROM attempt
       UNION ALL SELECT 'woken', NULL FROM woken`,
    params.values,
  );
  const of = (part: string) => rows.filter((row) => row.part === part).map((row) => row.row!);
  if (readInserted(manager, placed, of('order')) === 0) throw ordersPaused();
  readInserted(manager, lines, of('line'));
  readInserted(manager, attempt, of('attempt'));
}
