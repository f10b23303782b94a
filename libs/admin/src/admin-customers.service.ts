import { Injectable, NotFoundException } from '@nestjs/common';
import { toAdminUserView, User } from '@app/accounts';
import type { AdminCustomerView } from '@app/contracts';
import { AlertPreferencesService } from '@app/esims';
import { DataSource } from 'typeorm';
import { StaffNotes } from './staff-notes';

/** How many of each list the customer page shows (newest first). */
export const CUSTOMER_PAGE_LIMIT = 50;

/**
 * The admin customer page: a customer account's profile, orders, eSIMs, refunds, alert
 * preferences, recent sign-ins and staff notes, in one read.
 */
@Injectable()
export class AdminCustomers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly alerts: AlertPreferencesService,
    private readonly notes: StaffNotes,
  ) {}

  async read(userId: string): Promise<AdminCustomerView> {
    const user = await this.dataSource.manager.findOneBy(User, { id: userId });
    if (!user) throw new NotFoundException({ code: 'NOT_FOUND', message: `Customer not found: ${userId}` });
    const query = <T>(sql: string) => this.dataSource.query(sql, [userId]) as Promise<T[]>;
    const [orders, esims, refunds, signIns, alertPreferences, notes] = await Promise.all([
      query<{
        order_number: string;
        status: string;
        total_cents: number;
        payment_method: string;
        created_at: Date;
      }>(
        `SELECT order_number, status, total_cents, payment_method, created_at FROM orders
         WHERE user_id = $1 ORDER BY created_at DESC LIMIT ${CUSTOMER_PAGE_LIMIT}`,
      ),
      query<{ id: string; iccid: string; package_name: string; status: string; order_number: string }>(
        `SELECT e.id, e.iccid, e.destination || ' · ' || e.plan AS package_name, e.status, o.order_number FROM esim e
         JOIN orders o ON o.id = e.order_id
         WHERE o.user_id = $1 ORDER BY e.created_at DESC LIMIT ${CUSTOMER_PAGE_LIMIT}`,
      ),
      query<{ order_number: string; provider: string; amount_cents: number; status: string; at: Date }>(
        `SELECT o.order_number, r.provider, r.amount_cents, r.status, COALESCE(r.refunded_at, r.created_at) AS at
         FROM payment_refund r JOIN orders o ON o.id = r.order_id
         WHERE o.user_id = $1 ORDER BY r.created_at DESC LIMIT ${CUSTOMER_PAGE_LIMIT}`,
      ),
      query<{ created_at: Date; last_seen_at: Date; ip: string | null; user_agent: string | null }>(
        `SELECT created_at, last_seen_at, ip, user_agent FROM user_session
         WHERE user_id = $1 ORDER BY created_at DESC LIMIT 10`,
      ),
      this.alerts.of(userId),
      this.notes.of('customer', userId),
    ]);
    return {
      profile: toAdminUserView(user),
      orders: orders.map((row) => ({
        orderNumber: row.order_number,
        status: row.status,
        totalCents: Number(row.total_cents),
        paymentMethod: row.payment_method,
        createdAt: row.created_at.toISOString(),
      })),
      esims: esims.map((row) => ({
        id: row.id,
        iccid: row.iccid,
        packageName: row.package_name,
        status: row.status,
        orderNumber: row.order_number,
      })),
      refunds: refunds.map((row) => ({
        orderNumber: row.order_number,
        provider: row.provider,
        amountCents: Number(row.amount_cents),
        status: row.status,
        at: row.at.toISOString(),
      })),
      alertPreferences,
      signIns: signIns.map((row) => ({
        at: row.created_at.toISOString(),
        lastSeenAt: row.last_seen_at.toISOString(),
        ip: row.ip,
        userAgent: row.user_agent,
      })),
      notes,
    };
  }
}
