import { BadRequestException, Injectable } from '@nestjs/common';
import type { AdminAnalytics, Share } from '@app/contracts';
import { REVENUE_ORDER_STATUSES } from '@app/domain';
import { destinationKmByName } from '@app/esims';
import { DataSource } from 'typeorm';

/** The longest range the Analytics tab asks for at once (a year, one bucket a day). */
export const ANALYTICS_MAX_DAYS = 366;
export const ANALYTICS_DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The range asked for, as UTC days (inclusive): defaults to the last 30 days; 400 when invalid. */
export function analyticsRange(from?: string, to?: string, now = new Date()): { from: string; to: string } {
  const end = to ?? isoDay(now);
  const start = from ?? isoDay(new Date(Date.parse(end) - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS));
  const [startMs, endMs] = [Date.parse(start), Date.parse(end)];
  if (Number.isNaN(startMs) || Number.isNaN(endMs))
    throw new BadRequestException({ code: 'BAD_RANGE', message: 'from and to must be dates (YYYY-MM-DD)' });
  if (startMs > endMs)
    throw new BadRequestException({ code: 'BAD_RANGE', message: 'from must not be after to' });
  if ((endMs - startMs) / DAY_MS + 1 > ANALYTICS_MAX_DAYS)
    throw new BadRequestException({
      code: 'BAD_RANGE',
      message: `The range may span at most ${ANALYTICS_MAX_DAYS} days`,
    });
  return { from: start, to: end };
}

/** Orders created inside the range [$1, $2] (UTC days, inclusive). */
const IN_RANGE = `o.created_at >= ($1::date)::timestamp AT TIME ZONE 'UTC'
  AND o.created_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'`;

const shares = (rows: { key: string; count: number; percentage: string | number }[]): Share[] =>
  rows.map((row) => ({ key: row.key, count: row.count, percentage: Number(row.percentage) }));

/**
 * The Analytics tab: every figure computed by Postgres and bucketed there (one row per UTC day),
 * money in integer cents. Revenue counts the paid statuses only (as the Overview does).
 */
@Injectable()
export class AdminAnalyticsService {
  constructor(private readonly dataSource: DataSource) {}

  async analytics(range: { from: string; to: string }): Promise<AdminAnalytics> {
    const q = <T>(sql: string, params: unknown[] = [range.from, range.to]) =>
      this.dataSource.query(sql, params) as Promise<T[]>;
    const percent = 'round(100.0 * count(*) / sum(count(*)) OVER (), 1)';
    const paid = [...REVENUE_ORDER_STATUSES];
    const [byContinent, byType, daily, byStatus, byMethod, top, funnel, timing] = await Promise.all([
      q<{ key: string; count: number; percentage: string }>(
        `SELECT COALESCE(NULLIF(continent, ''), 'Unknown') AS key, count(*)::int AS count, ${percent} AS percentage
         FROM package WHERE removed_at IS NULL AND withdrawn_at IS NULL GROUP BY 1 ORDER BY 2 DESC, 1`,
        [],
      ),
      q<{ key: string; count: number; percentage: string }>(
        `SELECT CASE WHEN is_day_pass THEN 'DayPass' ELSE 'Fixed Plan' END AS key, count(*)::int AS count,
                ${percent} AS percentage
         FROM package WHERE removed_at IS NULL AND withdrawn_at IS NULL GROUP BY 1 ORDER BY 2 DESC, 1`,
        [],
      ),
      q<{ day: string; orders: number; paid_orders: number; revenue_cents: string; discount_cents: string }>(
        `SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
                count(o.id)::int AS orders,
                (count(o.id) FILTER (WHERE o.status = ANY($3)))::int AS paid_orders,
                COALESCE(sum(o.total_cents - o.refunded_cents) FILTER (WHERE o.status = ANY($3)), 0)::bigint AS revenue_cents,
                COALESCE(sum(o.discount_cents) FILTER (WHERE o.status = ANY($3)), 0)::bigint AS discount_cents
         FROM generate_series($1::date, $2::date, interval '1 day') AS d(day)
         LEFT JOIN orders o ON o.created_at >= d.day::timestamp AT TIME ZONE 'UTC'
                           AND o.created_at < (d.day + interval '1 day')::timestamp AT TIME ZONE 'UTC'
         GROUP BY d.day ORDER BY d.day`,
        [range.from, range.to, paid],
      ),
      q<{ key: string; count: number; percentage: string }>(
        `SELECT o.status AS key, count(*)::int AS count, ${percent} AS percentage
         FROM orders o WHERE ${IN_RANGE} GROUP BY 1 ORDER BY 2 DESC, 1`,
      ),
      q<{ key: string; count: number; percentage: string }>(
        `SELECT o.payment_method AS key, count(*)::int AS count, ${percent} AS percentage
         FROM orders o WHERE ${IN_RANGE} GROUP BY 1 ORDER BY 2 DESC, 1`,
      ),
      q<{ destination: string; quantity: number; revenue_cents: string }>(
        `SELECT i.destination, sum(i.quantity)::int AS quantity,
                sum(i.line_cents - i.discount_cents - COALESCE(r.cents, 0))::bigint AS revenue_cents
         FROM order_item i JOIN orders o ON o.id = i.order_id
         LEFT JOIN (SELECT l.order_item_id, sum(l.amount_cents) AS cents FROM payment_refund_line l
                    JOIN payment_refund pr ON pr.id = l.refund_id AND pr.status = 'succeeded'
                    GROUP BY l.order_item_id) r ON r.order_item_id = i.id
         WHERE ${IN_RANGE} AND o.status = ANY($3)
         GROUP BY i.destination ORDER BY 2 DESC, 3 DESC, 1 LIMIT 10`,
        [range.from, range.to, paid],
      ),
      q<{ carts: number; orders: number; paid: number; delivered: number }>(
        `SELECT
           (SELECT count(*)::int FROM (
              SELECT c.session_id FROM cart_item c
              WHERE c.created_at >= ($1::date)::timestamp AT TIME ZONE 'UTC'
                AND c.created_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'
              UNION SELECT o.session_id FROM orders o WHERE ${IN_RANGE} AND o.session_id IS NOT NULL
           ) s) AS carts,
           (SELECT count(*)::int FROM orders o WHERE ${IN_RANGE}) AS orders,
           (SELECT count(*)::int FROM orders o WHERE ${IN_RANGE} AND o.confirmed_at IS NOT NULL) AS paid,
           (SELECT count(*)::int FROM orders o WHERE ${IN_RANGE} AND o.status = 'completed') AS delivered`,
      ),
      q<{ samples: number; median: number | null; p95: number | null }>(
        `SELECT count(*)::int AS samples,
                percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) AS median,
                percentile_cont(0.95) WITHIN GROUP (ORDER BY seconds) AS p95
         FROM (
           SELECT extract(epoch FROM (SELECT min(e.created_at) FROM esim e WHERE e.order_id = o.id) - o.confirmed_at) AS seconds
           FROM orders o WHERE ${IN_RANGE} AND o.confirmed_at IS NOT NULL
         ) t WHERE seconds IS NOT NULL`,
      ),
    ]);
    const round = (value: number | null) => (value === null ? null : Math.round(Number(value)));
    return {
      ...range,
      packagesByContinent: shares(byContinent),
      packagesByType: shares(byType),
      daily: daily.map((row) => ({
        day: row.day,
        orders: row.orders,
        paidOrders: row.paid_orders,
        revenueCents: Number(row.revenue_cents),
        discountCents: Number(row.discount_cents),
      })),
      ordersByStatus: shares(byStatus),
      ordersByPaymentMethod: shares(byMethod),
      topDestinations: top.map((row) => ({
        destination: row.destination,
        destinationKm: destinationKmByName(row.destination),
        quantity: row.quantity,
        revenueCents: Number(row.revenue_cents),
      })),
      funnel: funnel[0] as AdminAnalytics['funnel'],
      paymentToEsim: {
        samples: timing[0]?.samples ?? 0,
        medianSeconds: round(timing[0]?.median ?? null),
        p95Seconds: round(timing[0]?.p95 ?? null),
      },
    };
  }
}
