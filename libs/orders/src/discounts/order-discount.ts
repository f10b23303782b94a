import { UnprocessableEntityException } from '@nestjs/common';
import {
  DISCOUNT_CODE_PATTERN,
  discountLines,
  discountRefusal,
  normalizeDiscountCode,
  type DiscountLine,
  type DiscountRefusal,
} from '@app/domain';
import type { EntityManager } from 'typeorm';
import type { PricedLine } from '../order-pricing';
import { DiscountCode } from './discount-code.entity';

/** Who a code's per-customer limit and first-order rule count: the account, else the email, else the phone. */
export interface DiscountCustomer {
  userId: string | null;
  email: string | null;
  phone: string;
}

export const discountCustomerKey = ({ userId, email, phone }: DiscountCustomer): string =>
  userId ? `user:${userId}` : email ? `email:${email.toLowerCase()}` : `phone:${phone}`;

/** A code priced for an order: what it takes off each line (the lines' order) and in all. */
export interface OrderDiscount {
  codeId: string;
  code: string;
  lineCents: number[];
  totalCents: number;
}

const REFUSAL_MESSAGES: Record<DiscountRefusal, string> = {
  DISCOUNT_UNKNOWN: 'There is no such discount code.',
  DISCOUNT_INACTIVE: 'This discount code is no longer available.',
  DISCOUNT_NOT_YET_VALID: 'This discount code is not valid yet.',
  DISCOUNT_EXPIRED: 'This discount code has expired.',
  DISCOUNT_LIMIT_REACHED: 'This discount code has been used as many times as it may be.',
  DISCOUNT_CUSTOMER_LIMIT_REACHED: 'You have already used this discount code.',
  DISCOUNT_FIRST_ORDER_ONLY: 'This discount code is for a first order only.',
  DISCOUNT_NOT_FOR_THESE_PLANS: 'This discount code does not apply to the plans in your order.',
};

/** 422 naming why the code does not price this order (the field is `discountCode`). */
export const discountRefused = (reason: DiscountRefusal) =>
  new UnprocessableEntityException({
    code: reason,
    message: REFUSAL_MESSAGES[reason],
    details: { field: 'discountCode' },
  });

/** What a line costs the shop at the provider: the plan's wholesale price (a DayPass's, for its days) × quantity. */
const costOf = (line: PricedLine): number => {
  const unit =
    line.days === null
      ? line.pkg.wholesaleCents
      : Math.ceil((line.pkg.wholesaleCents * line.days) / line.pkg.days);
  return unit * line.quantity;
};

/**
 * Prices a typed code for the order's lines (libs/domain's discountRefusal and discountLines), or
 * throws its 422. With `lock` (inside the transaction that writes the order) the code's row is
 * locked first: concurrent checkouts with the same code take turns, so each counts the uses the
 * ones before it committed, and a limit is never passed. Uses are redemptions of orders not
 * cancelled unpaid (an order that expired gives its use back).
 */
export async function priceDiscount(
  manager: EntityManager,
  typed: string,
  customer: DiscountCustomer,
  lines: readonly PricedLine[],
  options: { lock: boolean; now?: Date },
): Promise<OrderDiscount> {
  const code = normalizeDiscountCode(typed);
  if (!DISCOUNT_CODE_PATTERN.test(code)) throw discountRefused('DISCOUNT_UNKNOWN');
  const query = manager
    .getRepository(DiscountCode)
    .createQueryBuilder('code')
    .where('code.code = :code', { code });
  if (options.lock) query.setLock('pessimistic_write');
  const found = await query.getOne();
  if (!found) throw discountRefused('DISCOUNT_UNKNOWN');
  const key = discountCustomerKey(customer);
  const [uses]: { total: number; mine: number; earlier: boolean }[] = await manager.query(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE r.customer_key = $2)::int AS mine,
            EXISTS (SELECT 1 FROM orders o WHERE o.status <> 'cancelled'
              AND (o.user_id = $3 OR lower(o.customer_email) = $4 OR o.customer_phone = $5)) AS earlier
       FROM discount_redemption r JOIN orders o ON o.id = r.order_id
      WHERE r.code_id = $1 AND o.status <> 'cancelled'`,
    [found.id, key, customer.userId, customer.email?.toLowerCase() ?? null, customer.phone],
  );
  const discountable: DiscountLine[] = lines.map((line) => ({
    packageId: line.pkg.id,
    countryCode: line.pkg.countryCode,
    lineCents: line.lineCents,
    costCents: costOf(line),
  }));
  const refusal = discountRefusal(found, discountable, {
    now: options.now ?? new Date(),
    totalUses: uses.total,
    customerUses: uses.mine,
    hasEarlierOrder: uses.earlier,
  });
  if (refusal) throw discountRefused(refusal);
  const lineCents = discountLines(found, discountable);
  return { codeId: found.id, code, lineCents, totalCents: lineCents.reduce((sum, cents) => sum + cents, 0) };
}

/** Counts the use: one redemption row per order (written after the order, in its transaction). */
export async function recordRedemption(
  manager: EntityManager,
  orderId: string,
  discount: OrderDiscount,
  customer: DiscountCustomer,
): Promise<void> {
  await manager.query(
    'INSERT INTO discount_redemption (order_id, code_id, customer_key) VALUES ($1, $2, $3)',
    [orderId, discount.codeId, discountCustomerKey(customer)],
  );
}
