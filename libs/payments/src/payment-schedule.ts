import { PAYMENT_BACKUP_DELAYS_MS, PAYMENT_MONITOR_CHECKS, PAYMENT_MONITOR_INTERVAL_MS } from '@app/domain';

/**
 * How long a payment attempt stays payable, in minutes: given to PayWay as `lifetime` (it refuses
 * payment afterwards) and used for our own expiry (close-transaction, then the order is cancelled).
 * Long enough to fetch a phone and scan a QR; short enough that an abandoned order does not linger.
 */
export const PAYMENT_LIFETIME_MINUTES = 15;

/**
 * After the last attempt of an order whose payer was shown a KHQR runs out, the order stays open
 * this long, so the payer can still press New QR (a fresh attempt); then it is cancelled.
 */
export const NEW_QR_GRACE_MINUTES = 10;

/**
 * When an unpaid order with no live attempt is cancelled: at its last attempt's deadline, or
 * NEW_QR_GRACE_MINUTES after it when the payer was shown a KHQR (they may ask for a new one).
 */
export function unpaidOrderEndsAt(lastDeadline: Date, shownKhqr: boolean): Date {
  return new Date(lastDeadline.getTime() + (shownKhqr ? NEW_QR_GRACE_MINUTES * 60_000 : 0));
}

/** Request-triggered checks (status reads, returns, unsigned pushbacks) collapse per window. */
export const REQUEST_CHECK_WINDOW_MS = 5000;

/** The sweep re-checks issued attempts that no check has reached for this long. */
export const SWEEP_STALE_CHECK_MS = 2 * 60 * 1000;
export const SWEEP_EVERY_MS = 60 * 1000;

export interface CheckSlot {
  /** Stable name of the slot: part of the job id, so a re-delivered event adds nothing. */
  slot: string;
  /** When to check, counted from the moment the attempt was issued. */
  offsetMs: number;
}

/**
 * The server-side polling of one issued attempt (purchase-flow §4, §9; DESIGN §2.4): 4 checks 5 s
 * apart (m1..m4 at 5, 10, 15, 20 s), then the backup checks b1..b5 at 20, 60, 120, 180 and 240 s
 * after that first phase (at 40, 80, 140, 200, 260 s). Afterwards the attempt waits for its pushback,
 * a status read or its expiry, which checks once more.
 */
export function checkSlots(): CheckSlot[] {
  const monitor = Array.from({ length: PAYMENT_MONITOR_CHECKS }, (_, index) => ({
    slot: `m${index + 1}`,
    offsetMs: PAYMENT_MONITOR_INTERVAL_MS * (index + 1),
  }));
  const phaseEnd = PAYMENT_MONITOR_INTERVAL_MS * PAYMENT_MONITOR_CHECKS;
  const backup = PAYMENT_BACKUP_DELAYS_MS.map((delay, index) => ({
    slot: `b${index + 1}`,
    offsetMs: phaseEnd + delay,
  }));
  return [...monitor, ...backup];
}

/** Job ids: `payment.check:<paymentId>:<slot>` and `payment.expire:<paymentId>:<deadline ms>`. */
export const checkJobId = (paymentId: string, slot: string): string => `payment.check:${paymentId}:${slot}`;
export const expireJobId = (paymentId: string, expiresAt: Date): string =>
  `payment.expire:${paymentId}:${expiresAt.getTime()}`;

/** The slot of a request-triggered check: one per REQUEST_CHECK_WINDOW_MS window. */
export const requestSlot = (now: number): string => `r${Math.floor(now / REQUEST_CHECK_WINDOW_MS)}`;
