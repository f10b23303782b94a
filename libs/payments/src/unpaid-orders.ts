import { HttpException, HttpStatus } from '@nestjs/common';
import { preparedQuery, type LimitsConfig } from '@app/core';
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
 * TOO_MANY_UNPAID_ORDERS with Retry-After until its oldest unpaid order expires.
 *
 * Called last in the transaction that inserted the new order, which the count therefore includes.
 * The advisory locks on the client's keys (taken in key order, so two requests never wait on each
 * other crosswise) are held until commit, and the counts are read after the locks are granted (one
 * round trip: the database function `pending_orders_locked`, whose reads take their snapshot after
 * its locks), so they see every order committed by a request that held them before: parallel
 * requests cannot overshoot the cap, and only the count and the commit wait for each other.
 */
export async function unpaidOrdersCapped(
  manager: EntityManager,
  limits: LimitsConfig['unpaidOrders'],
  client: Client,
  now: Date,
): Promise<void> {
  const checks: { column: 'user_id' | 'session_id' | 'client_address'; value: string; limit: number }[] = [];
  if (client.userId) checks.push({ column: 'user_id', value: client.userId, limit: limits.perClient });
  else if (client.sessionId)
    checks.push({ column: 'session_id', value: client.sessionId, limit: limits.perClient });
  if (client.clientAddress)
    checks.push({ column: 'client_address', value: client.clientAddress, limit: limits.perAddress });
  if (checks.length === 0) return;
  const keys = checks.map((check) => `unpaid:${check.column}:${check.value}`).sort();
  const valueOf = (column: string) => checks.find((check) => check.column === column)?.value ?? null;
  // The locks, then the counts read after them: one call (the database function pending_orders_locked).
  const rows = await preparedQuery<{ owner: string; pending: string; oldest: Date | null }>(
    manager,
    'SELECT owner, pending, oldest FROM pending_orders_locked($1::text[], $2::uuid, $3::text, $4::text)',
    [keys, valueOf('user_id'), valueOf('session_id'), valueOf('client_address')],
  );
  const counts = checks.map((check) => {
    const row = rows.find((candidate) => candidate.owner === check.column);
    if (!row) throw new Error(`pending_orders_locked: no count for ${check.column}`);
    return { count: row.pending, oldest: row.oldest };
  });
  checks.forEach((check, index) => {
    // The count includes the order being placed: over the cap means it would be one too many.
    if (Number(counts[index].count) <= check.limit) return;
    const expiresAt = new Date(counts[index].oldest ?? now).getTime() + PAYMENT_LIFETIME_MINUTES * 60_000;
    const retryAfterSeconds = Math.max(1, Math.ceil((expiresAt - now.getTime()) / 1000));
    throw new HttpException(
      { code: 'TOO_MANY_UNPAID_ORDERS', message: TOO_MANY_UNPAID_MESSAGE, details: { retryAfterSeconds } },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  });
}
