import { Injectable, NotFoundException } from '@nestjs/common';
import type { OrderEventKind, OrderTimeline, OrderTimelineEntry } from '@app/contracts';
import { DataSource } from 'typeorm';

/** Entries one answer carries at most (a long-lived order keeps its first ones: the story's start). */
export const TIMELINE_LIMIT = 2000;

/**
 * The admin order page's timeline: the order's `order_event` rows (written by triggers on the rows
 * that change and by the code that does each step; libs/db migration 1795710000000) and the audit
 * log's entries about the order (`order:<number>`) or one of its payments (`payment:<id>`), read
 * from admin_audit rather than copied, and the staff's internal notes (staff_note), oldest first.
 */
@Injectable()
export class AdminOrderTimeline {
  constructor(private readonly dataSource: DataSource) {}

  async read(orderNumber: string): Promise<OrderTimeline> {
    const orders: { id: string }[] = await this.dataSource.query(
      'SELECT id FROM orders WHERE order_number = $1',
      [orderNumber],
    );
    const order = orders[0];
    if (!order)
      throw new NotFoundException({ code: 'NOT_FOUND', message: `Order not found: ${orderNumber}` });
    const rows: { id: string; at: Date; kind: OrderEventKind; data: Record<string, unknown> }[] =
      await this.dataSource.query(
        `SELECT id, at, kind, data FROM (
           SELECT 'e' || e.id AS id, e.at, e.kind, e.data, e.id AS seq FROM order_event e WHERE e.order_id = $1
           UNION ALL
           SELECT 'a' || a.id, a.at, 'admin.action',
                  jsonb_strip_nulls(jsonb_build_object('action', a.action, 'actorEmail', a.actor_email,
                    'target', a.target_type || ':' || a.target_id, 'before', a.before, 'after', a.after)),
                  a.id
           FROM admin_audit a
           WHERE (a.target_type = 'order' AND a.target_id = $2)
              OR (a.target_type = 'payment' AND a.target_id IN (SELECT p.id::text FROM payment p WHERE p.order_id = $1))
           UNION ALL
           SELECT 'n' || n.id, n.created_at, 'staff.note',
                  jsonb_build_object('body', n.body, 'authorName', n.author_name, 'authorRole', n.author_role),
                  0
           FROM staff_note n WHERE n.target_type = 'order' AND n.target_id = $1
         ) AS entries
         ORDER BY at, seq LIMIT ${TIMELINE_LIMIT}`,
        [order.id, orderNumber],
      );
    return {
      orderId: order.id,
      orderNumber,
      entries: rows.map((row): OrderTimelineEntry => ({
        id: row.id,
        at: row.at.toISOString(),
        kind: row.kind,
        data: row.data ?? {},
      })),
    };
  }
}
