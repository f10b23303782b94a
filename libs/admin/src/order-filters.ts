import { containsPattern as contains, digitsOf } from '@app/accounts';
import { BadRequestException } from '@nestjs/common';
import { ORDER_STATUSES, type OrderStatus } from '@app/domain';

export interface AdminOrderQuery {
  page: number;
  pageSize: number;
  status?: OrderStatus;
  /** An order number, a provider order number, a phone (digits compared) or an email (part of). */
  search?: string;
  /** Only orders with a payment flagged needs_refund that no admin has reviewed. */
  refundOpen?: boolean;
  /** Only orders with a payment attempt at this provider. */
  provider?: 'payway' | 'paypal' | 'stripe';
  /** Placed at or after `from`, before `to`. */
  from?: Date;
  to?: Date;
  /** Total between these integer cents, both inclusive. */
  minCents?: number;
  maxCents?: number;
  /** Part of a line's destination. */
  destination?: string;
}

/** The list's filters (without paging): the Orders tab, its saved views and the CSV export share them. */
export type AdminOrderFilters = Omit<AdminOrderQuery, 'page' | 'pageSize'>;

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/** Open refund: flagged money on one of the order's payments without an admin's review. */
export const REFUND_OPEN_SQL = `EXISTS (
  SELECT 1 FROM payment p WHERE p.order_id = o.id AND p.needs_refund
    AND NOT EXISTS (SELECT 1 FROM payment_refund_review r WHERE r.payment_id = p.id))`;

/**
 * The WHERE clause of the admin order list and its parameters (numbered from $1): the one place
 * the list's filters are defined, used by the page query and its count alike.
 */
export function orderFilters(query: AdminOrderFilters): {
  where: string;
  params: unknown[];
} {
  if (query.from && query.to && query.from > query.to)
    throw new BadRequestException({ message: 'from must be before to', code: 'VALIDATION_ERROR' });
  if (query.minCents !== undefined && query.maxCents !== undefined && query.minCents > query.maxCents)
    throw new BadRequestException({
      message: 'minCents must not be above maxCents',
      code: 'VALIDATION_ERROR',
    });
  const clauses: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.status) clauses.push(`o.status = ${param(query.status)}`);
  if (query.refundOpen) clauses.push(REFUND_OPEN_SQL);
  if (query.provider)
    clauses.push(
      `EXISTS (SELECT 1 FROM payment p WHERE p.order_id = o.id AND p.provider = ${param(query.provider)})`,
    );
  if (query.from) clauses.push(`o.created_at >= ${param(query.from)}`);
  if (query.to) clauses.push(`o.created_at < ${param(query.to)}`);
  if (query.minCents !== undefined) clauses.push(`o.total_cents >= ${param(query.minCents)}`);
  if (query.maxCents !== undefined) clauses.push(`o.total_cents <= ${param(query.maxCents)}`);
  if (query.destination?.trim())
    clauses.push(
      `EXISTS (SELECT 1 FROM order_item i WHERE i.order_id = o.id AND i.destination ILIKE ${param(contains(query.destination.trim()))})`,
    );
  const term = query.search?.trim();
  if (term) {
    const like = param(contains(term));
    const exact = param(term.toUpperCase());
    const alternatives = [
      `o.order_number ILIKE ${like}`,
      `o.customer_email ILIKE ${like}`,
      `o.customer_name ILIKE ${like}`,
      `EXISTS (SELECT 1 FROM provider_order po WHERE po.order_id = o.id AND po.provider_order_number = ${exact})`,
    ];
    const digits = digitsOf(term);
    if (digits.length >= 3)
      alternatives.push(`regexp_replace(o.customer_phone, '\\D', '', 'g') LIKE ${param(contains(digits))}`);
    clauses.push(`(${alternatives.join(' OR ')})`);
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}
