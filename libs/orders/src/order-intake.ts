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

/**
 * Reads the Emergency Stop. With `lock` the row is read FOR SHARE: an order placed in the same
 * transaction waits for a stop being committed and then sees it.
 */
export async function readEmergencyStop(manager: EntityManager, lock = false): Promise<EmergencyStopState> {
  const rows: { value: unknown }[] = await manager.query(
    `SELECT value FROM app_setting WHERE key = $1${lock ? ' FOR SHARE' : ''}`,
    [EMERGENCY_STOP_SETTING_KEY],
  );
  return asState(rows[0]?.value);
}

/** 503 ORDERS_PAUSED: a new order refused while the Emergency Stop is on. */
export const ordersPaused = () =>
  new ServiceUnavailableException({ code: 'ORDERS_PAUSED', message: ORDERS_PAUSED_MESSAGE });

/** Refuses a new order (503 ORDERS_PAUSED) while the Emergency Stop is on. */
export async function assertTakingOrders(manager: EntityManager): Promise<void> {
  if ((await readEmergencyStop(manager, true)).stopped) throw ordersPaused();
}

/**
 * The Emergency Stop as parts of the statement that writes a new order: `stop` reads its row FOR
 * SHARE (as `assertTakingOrders`: a stop being committed is waited for, then seen), and `open` is
 * true while the shop takes orders.
 */
export const emergencyStopParts = (keyParam: string) => ({
  stop: `SELECT value FROM app_setting WHERE key = ${keyParam} FOR SHARE`,
  open: `NOT EXISTS (SELECT 1 FROM stop WHERE stop.value -> 'stopped' = 'true'::jsonb)`,
});
