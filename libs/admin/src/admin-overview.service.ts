import { Injectable } from '@nestjs/common';
import type { AdminOverview } from '@app/contracts';
import { onSaleSql } from '@app/catalogue';
import { ADMIN_RECENT_ACTIVITY_ORDERS, REVENUE_ORDER_STATUSES } from '@app/domain';
import { DataSource } from 'typeorm';
import { AdminOrders } from './admin-orders.service';
import { NeedsAttention } from './needs-attention.service';

/** The Overview tab's figures, each counted by Postgres (money in integer cents). */
@Injectable()
export class AdminOverviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: AdminOrders,
    private readonly attention: NeedsAttention,
  ) {}

  async overview(): Promise<AdminOverview> {
    const query = <T>(sql: string, params: unknown[] = []) =>
      this.dataSource.query(sql, params) as Promise<T[]>;
    const [packages, users, byStatus, revenue, refunds, recentOrders, needsAttention] = await Promise.all([
      query<{ total: number; available: number }>(
        `SELECT count(*)::int AS total, (count(*) FILTER (WHERE ${onSaleSql('package')}))::int AS available FROM package WHERE removed_at IS NULL`,
      ),
      query<{ total: number; verified: number }>(
        'SELECT count(*)::int AS total, (count(*) FILTER (WHERE is_verified))::int AS verified FROM app_user',
      ),
      query<{ status: string; count: number; total_cents: string }>(
        `SELECT status, count(*)::int AS count, COALESCE(sum(total_cents), 0)::bigint AS total_cents
         FROM orders GROUP BY status ORDER BY status`,
      ),
      query<{ cents: string }>(
        'SELECT COALESCE(sum(total_cents - refunded_cents), 0)::bigint AS cents FROM orders WHERE status = ANY($1)',
        [REVENUE_ORDER_STATUSES],
      ),
      query<{ open: number; open_cents: string }>(
        `SELECT count(*)::int AS open, COALESCE(sum(COALESCE(p.paid_amount_cents, p.amount_cents)), 0)::bigint AS open_cents
         FROM payment p WHERE p.needs_refund
           AND NOT EXISTS (SELECT 1 FROM payment_refund_review r WHERE r.payment_id = p.id)`,
      ),
      this.orders.recent(ADMIN_RECENT_ACTIVITY_ORDERS),
      this.attention.openCount(),
    ]);
    const statuses = byStatus.map((row) => ({
      status: row.status,
      count: row.count,
      totalCents: Number(row.total_cents),
    }));
    return {
      packages: packages[0],
      users: users[0],
      orders: {
        total: statuses.reduce((sum, row) => sum + row.count, 0),
        completed: statuses.find((row) => row.status === 'completed')?.count ?? 0,
      },
      revenueCents: Number(revenue[0].cents),
      byStatus: statuses,
      refunds: { open: refunds[0].open, openCents: Number(refunds[0].open_cents) },
      needsAttention,
      recentOrders,
    };
  }
}
