import { HttpException, HttpStatus } from '@nestjs/common';
import type { LimitsConfig } from '@app/core';
import { EntityManager } from 'typeorm';
import { PAYMENT_LIFETIME_MINUTES } from './payment-schedule';

export const TOO_MANY_UNPAID_MESSAGE =
  'You have too many unpaid orders. Please pay or wait for an earlier order to expire before placing another.';

interface Client {
  userId: string | null;
  sessionId: string | null;
  clientAddress?: string | null;
}

/**
 * The cap on pending (unpaid) orders one client holds: per signed-in user or browser session, and
 * per client address (a client that sends no session id is still one address). Each unpaid order
 * costs gateway calls until it expires, so a client over the cap must pay or wait: 429
 * TOO_MANY_UNPAID_ORDERS with Retry-After until its oldest unpaid order expires. Runs inside the
 * insert's transaction under advisory locks on the client's keys, so parallel requests cannot
 * overshoot the cap.
 */
export async function unpaidOrdersCapped(
  manager: EntityManager,
  limits: LimitsConfig['unpaidOrders'],
  client: Client,
  now: Date,
): Promise<void> {
  const checks: { column: string; value: string; limit: number }[] = [];
  if (client.userId) checks.push({ column: 'user_id', value: client.userId, limit: limits.perClient });
  else if (client.sessionId)
    checks.push({ column: 'session_id', value: client.sessionId, limit: limits.perClient });
  if (client.clientAddress)
    checks.push({ column: 'client_address', value: client.clientAddress, limit: limits.perAddress });
  for (const check of checks) {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `unpaid:${check.column}:${check.value}`,
    ]);
    const [row]: { count: string; oldest: Date | null }[] = await manager.query(
      `SELECT count(*) AS count, min(created_at) AS oldest FROM orders
       WHERE ${check.column} = $1 AND status = 'pending'`,
      [check.value],
    );
    if (Number(row.count) < check.limit) continue;
    const expiresAt = new Date(row.oldest ?? now).getTime() + PAYMENT_LIFETIME_MINUTES * 60_000;
    const retryAfterSeconds = Math.max(1, Math.ceil((expiresAt - now.getTime()) / 1000));
    throw new HttpException(
      { code: 'TOO_MANY_UNPAID_ORDERS', message: TOO_MANY_UNPAID_MESSAGE, details: { retryAfterSeconds } },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
