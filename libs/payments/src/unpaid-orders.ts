import { HttpException, HttpStatus } from '@nestjs/common';
import { StatementParams, type LimitsConfig } from '@app/core';
import { EMERGENCY_STOP_SETTING_KEY, ordersPaused, stopCheckArgs } from '@app/orders';
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
 * Checked by the new order's own statement, with the Emergency Stop (`orderGate`: the database
 * function `order_gate`), before it writes anything. The advisory locks on the client's keys (taken
 * in key order, so two requests never wait on each other crosswise) are held until commit, and the
 * counts are read after the locks are granted (the function's reads take their snapshot after its
 * locks), so they see every order committed by a request that held them before: parallel requests
 * cannot overshoot the cap, and only the count and the commit wait for each other.
 */
export function orderGate(
  params: StatementParams,
  limits: LimitsConfig['unpaidOrders'],
  client: Client,
): string {
  const owners: { column: 'user_id' | 'session_id' | 'client_address'; value: string }[] = [];
  if (client.userId) owners.push({ column: 'user_id', value: client.userId });
  else if (client.sessionId) owners.push({ column: 'session_id', value: client.sessionId });
  if (client.clientAddress) owners.push({ column: 'client_address', value: client.clientAddress });
  const keys = owners.map((owner) => `unpaid:${owner.column}:${owner.value}`).sort();
  const valueOf = (column: string) => owners.find((owner) => owner.column === column)?.value ?? null;
  const args = [
    stopCheckArgs(params.add(EMERGENCY_STOP_SETTING_KEY, 'text')),
    params.add(keys, 'text[]'),
    params.add(valueOf('user_id'), 'uuid'),
    params.add(valueOf('session_id'), 'text'),
    params.add(valueOf('client_address'), 'text'),
    params.add(limits.perClient, 'bigint'),
    params.add(limits.perAddress, 'bigint'),
  ];
  return `order_gate(${args.join(', ')})`;
}

/** A row of `order_gate`: whether the shop takes orders, and which of the client's caps is full. */
export interface OrderGateRow {
  gate_open: boolean;
  capped_by: string | null;
  oldest_pending: string | Date | null;
}

/** Refuses the order the gate stopped: 503 ORDERS_PAUSED, or 429 TOO_MANY_UNPAID_ORDERS. */
export function assertGateOpen(gate: OrderGateRow | undefined, now: Date): void {
  if (!gate) throw new Error('order_gate: no row');
  if (!gate.gate_open) throw ordersPaused();
  if (gate.capped_by === null) return;
  const expiresAt = new Date(gate.oldest_pending ?? now).getTime() + PAYMENT_LIFETIME_MINUTES * 60_000;
  const retryAfterSeconds = Math.max(1, Math.ceil((expiresAt - now.getTime()) / 1000));
  throw new HttpException(
    { code: 'TOO_MANY_UNPAID_ORDERS', message: TOO_MANY_UNPAID_MESSAGE, details: { retryAfterSeconds } },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
