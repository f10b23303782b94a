import type { EntityManager } from 'typeorm';

/**
 * The one rule for the cart's end: once an order is paid, the cart lines it bought leave the cart
 * of the browser session that placed it. A line is gone when its package is one of the order's
 * and nobody touched it after the order was placed; a line added (or changed) while the customer
 * was paying stays. Runs inside the confirmation's transaction (libs/payments), for every
 * provider; running it again removes nothing more. Returns how many lines left.
 */
export async function removeBoughtLines(manager: EntityManager, orderId: string): Promise<number> {
  const rows: { removed: number }[] = await manager.query(
    `WITH gone AS (
       DELETE FROM cart_item line USING orders o
       WHERE o.id = $1 AND o.session_id IS NOT NULL AND line.session_id = o.session_id
         AND line.updated_at <= o.created_at
         AND line.package_id IN (SELECT item.package_id FROM order_item item WHERE item.order_id = o.id)
       RETURNING line.id
     ) SELECT count(*)::int AS removed FROM gone`,
    [orderId],
  );
  return rows[0]?.removed ?? 0;
}
