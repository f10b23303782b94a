import type { AdminOrderRow } from '@app/contracts';
import { csvDocument, toDecimalString } from '@app/domain';
import { REFUND_OPEN_SQL } from './order-filters';

/** The admin list's SELECT over `orders o` (first line, provider order numbers, open refund). */
export const ORDER_ROW_SELECT = `
  SELECT o.id, o.order_number, o.kind, o.status, o.customer_name, o.customer_email, o.customer_phone,
    o.total_cents, o.currency, o.payment_method, o.created_at,
    first_line.destination, first_line.data, first_line.days,
    COALESCE((SELECT array_agg(po.provider_order_number ORDER BY po.created_at)
      FROM provider_order po WHERE po.order_id = o.id AND po.provider_order_number IS NOT NULL), '{}') AS provider_numbers,
    ${REFUND_OPEN_SQL} AS refund_open
  FROM orders o
  LEFT JOIN LATERAL (
    SELECT i.destination, i.data, COALESCE(i.days, i.package_days) AS days
    FROM order_item i WHERE i.order_id = o.id ORDER BY i.id LIMIT 1) first_line ON true`;

/** Newest first; the id breaks ties, so pages never overlap or skip. */
export const ORDER_ROW_ORDER = 'ORDER BY o.created_at DESC, o.id DESC';

export interface OrderRowRecord {
  id: string;
  order_number: string;
  kind: 'purchase' | 'topup';
  status: string;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string;
  total_cents: number;
  currency: 'USD';
  payment_method: string;
  created_at: Date;
  destination: string | null;
  data: string | null;
  days: number | null;
  provider_numbers: string[];
  refund_open: boolean;
}

export const toAdminOrderRow = (row: OrderRowRecord): AdminOrderRow => ({
  id: row.id,
  orderNumber: row.order_number,
  kind: row.kind,
  status: row.status,
  customerName: row.customer_name,
  customerEmail: row.customer_email,
  customerPhone: row.customer_phone,
  package:
    row.destination !== null
      ? { destination: row.destination, data: row.data ?? '', days: Number(row.days ?? 0) }
      : null,
  providerOrderNumbers: row.provider_numbers,
  totalCents: Number(row.total_cents),
  currency: row.currency,
  paymentMethod: row.payment_method,
  refundOpen: row.refund_open,
  createdAt: row.created_at.toISOString(),
});

const CSV_HEADER = [
  'order_number',
  'created_at',
  'status',
  'kind',
  'customer_name',
  'customer_email',
  'customer_phone',
  'destination',
  'data',
  'days',
  'total_usd',
  'payment_method',
  'provider_order_numbers',
  'refund_open',
];

/** The Orders export: the filtered list's rows (newest first), one line each. */
export function ordersCsv(rows: readonly OrderRowRecord[]): string {
  return csvDocument(
    CSV_HEADER,
    rows.map((record) => {
      const row = toAdminOrderRow(record);
      return [
        row.orderNumber,
        row.createdAt,
        row.status,
        row.kind,
        row.customerName,
        row.customerEmail,
        row.customerPhone,
        row.package?.destination,
        row.package?.data,
        row.package?.days,
        toDecimalString(row.totalCents),
        row.paymentMethod,
        row.providerOrderNumbers.join(' '),
        row.refundOpen,
      ];
    }),
  );
}
