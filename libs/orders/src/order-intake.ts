import { ServiceUnavailableException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The `app_setting` key of the Emergency Stop (admin Control tab). */
export const EMERGENCY_STOP_SETTING_KEY = 'emergency_stop';

/** The Emergency Stop as stored: who stopped the shop, when, and which queues the stop paused. */
export interface EmergencyStopState {
  stopped: boolean;
  since: string | null;
  byEmail: string | null;
  /** The queues the stop paused (Resume resumes exactly these). */
  pausedQueues: string[];
}

export const NOT_STOPPED: EmergencyStopState = {
  stopped: false,
  since: null,
  byEmail: null,
  pausedQueues: [],
};

/** The customer-facing message of a refused order while the shop is stopped. */
export const ORDERS_PAUSED_MESSAGE =
  'The shop is not taking new orders right now. Please try again later; payments already made are still being processed.';

const asState = (value: unknown): EmergencyStopState => {
  if (!value || typeof value !== 'object') return NOT_STOPPED;
  const record = value as Partial<EmergencyStopState>;
  return {
    stopped: record.stopped === true,
    since: typeof record.since === 'string' ? record.since : null,
    byEmail: typeof record.byEmail === 'string' ? record.byEmail : null,
    pausedQueues: Array.isArray(record.pausedQueues) ? record.pausedQueues.map(String) : [],
  };
};

/** Reads the Emergency Stop (as committed; a new order checks it with `takingOrders` instead). */
export async function readEmergencyStop(manager: EntityManager): Promise<EmergencyStopState> {
  const rows: { value: unknown }[] = await manager.query('SELECT value FROM app_setting WHERE key = $1', [
    EMERGENCY_STOP_SETTING_KEY,
  ]);
  return asState(rows[0]?.value);
}

/**
 * The transaction-scoped advisory lock between new orders and the Emergency Stop: every order's
 * transaction holds it shared from its check to its commit, the stop (and Resume) take it exclusively
 * while writing the flag. So a stop waits for the orders already past the check, and an order that
 * comes while a stop is being written waits for it and then sees it. No row is locked per order.
 */
export const EMERGENCY_STOP_LOCK_KEY = 7_322_081_201;

/** Takes the Emergency Stop's lock exclusively until the caller's transaction ends (the stop's writes). */
export async function lockOutNewOrders(manager: EntityManager): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1)', [EMERGENCY_STOP_LOCK_KEY]);
}

/**
 * SQL: true while the shop takes orders, checked under the shared lock above (the database function
 * `taking_orders`, which reads the flag after the lock is granted). `keyParam` is the placeholder of
 * EMERGENCY_STOP_SETTING_KEY.
 */
export const takingOrders = (keyParam: string) => `taking_orders(${stopCheckArgs(keyParam)})`;

/**
 * The Emergency Stop's two arguments of the database functions that check it (`taking_orders`,
 * `order_gate`): the setting's key (its placeholder `keyParam`) and the lock's.
 */
export const stopCheckArgs = (keyParam: string) => `${keyParam}, ${EMERGENCY_STOP_LOCK_KEY}`;

/** 503 ORDERS_PAUSED: a new order refused while the Emergency Stop is on. */
export const ordersPaused = () =>
  new ServiceUnavailableException({ code: 'ORDERS_PAUSED', message: ORDERS_PAUSED_MESSAGE });

/** Refuses a new order (503 ORDERS_PAUSED) while the Emergency Stop is on (inside the order's transaction). */
export async function assertTakingOrders(manager: EntityManager): Promise<void> {
  const [row]: { open: boolean }[] = await manager.query(`SELECT ${takingOrders('$1')} AS open`, [
    EMERGENCY_STOP_SETTING_KEY,
  ]);
  if (!row.open) throw ordersPaused();
}
