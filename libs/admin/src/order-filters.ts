import { containsPattern as contains, digitsOf } from '@app/accounts';
import { ORDER_STATUSES, type OrderStatus } from '@app/domain';

export interface AdminOrderQuery {
  page: number;
  pageSize: number;
  status?: OrderStatus;
  /** An order number, a provider order number, a phone (digits compared) or an email (part of). */
  search?: string;
  /** Only orders with a payment flagged needs_refund that no admin has reviewed. */
  refundOpen?: boolean;
}

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
export function orderFilters(query: Pick<AdminOrderQuery, 'status' | 'search' | 'refundOpen'>): {
  where: string;
  params: unknown[];
} {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.status) clauses.push(`o.status = ${param(query.status)}`);
  if (query.refundOpen) clauses.push(REFUND_OPEN_SQL);
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
