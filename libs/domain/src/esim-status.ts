/**
 * eSIM status rules (customer-area §4, purchase-flow §4, admin §4). eSIM statuses come from the
 * provider and are open-ended, so every function takes any string and has a rule for "anything
 * else". Statuses are compared trimmed and lowercased.
 */

/** The statuses the spec names. Others may arrive; they fall into each rule's "other" case. */
export const KNOWN_ESIM_STATUSES = Object.freeze([
  'provisioned',
  'ready',
  'active',
  'activated',
  'installed',
  'inactive',
  'pending',
  'not_installed',
  'expired',
  'cancelled',
] as const);
export type KnownEsimStatus = (typeof KNOWN_ESIM_STATUSES)[number];

const norm = (status: string | null | undefined): string => (status ?? '').trim().toLowerCase();

const ACTIVE_GROUP: ReadonlySet<string> = new Set(['active', 'activated', 'installed']);
const NEW_GROUP: ReadonlySet<string> = new Set(['pending', 'not_installed']);

// ── Filters (customer-area §4) ───────────────────────────────────────────────────────────────────
export const ESIM_FILTERS = Object.freeze(['all', 'new', 'active', 'expired'] as const);
export type EsimFilter = (typeof ESIM_FILTERS)[number];

/** New = pending or not_installed; Active = active, activated or installed; Expired = expired; All = all. */
export function matchesEsimFilter(status: string | null | undefined, filter: EsimFilter): boolean {
  const s = norm(status);
  switch (filter) {
    case 'all':
      return true;
    case 'new':
      return NEW_GROUP.has(s);
    case 'active':
      return ACTIVE_GROUP.has(s);
    case 'expired':
      return s === 'expired';
  }
}

/** Tab counts for the filter strip. */
export function countEsimsByFilter(esims: readonly { status?: string | null }[]): Record<EsimFilter, number> {
  const counts: Record<EsimFilter, number> = { all: 0, new: 0, active: 0, expired: 0 };
  for (const esim of esims) {
    for (const filter of ESIM_FILTERS) if (matchesEsimFilter(esim.status, filter)) counts[filter] += 1;
  }
  return counts;
}

// ── Ordering (customer-area §4, purchase-flow §4) ────────────────────────────────────────────────
/** installed, active, activated 1; not_installed, pending 2; expired 3; cancelled 4; other 5. */
export function esimSortRank(status: string | null | undefined): 1 | 2 | 3 | 4 | 5 {
  const s = norm(status);
  if (ACTIVE_GROUP.has(s)) return 1;
  if (NEW_GROUP.has(s)) return 2;
  if (s === 'expired') return 3;
  if (s === 'cancelled') return 4;
  return 5;
}

const timeOf = (createdAt: Date | string | number | null | undefined): number => {
  if (createdAt === null || createdAt === undefined) return Number.NEGATIVE_INFINITY;
  const time = createdAt instanceof Date ? createdAt.getTime() : new Date(createdAt).getTime();
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

export interface SortableEsim {
  readonly status?: string | null;
  readonly createdAt?: Date | string | number | null;
}

/**
 * Comparator for Array.prototype.sort: lower rank first, then newest createdAt first. A missing or
 * unreadable createdAt sorts as the oldest. Equal keys compare 0 (sort is stable).
 */
export function compareEsims(a: SortableEsim, b: SortableEsim): number {
  const byRank = esimSortRank(a.status) - esimSortRank(b.status);
  if (byRank !== 0) return byRank;
  const ta = timeOf(a.createdAt);
  const tb = timeOf(b.createdAt);
  if (ta === tb) return 0;
  return ta > tb ? -1 : 1;
}

/** A sorted copy; the input is left as it is. */
export const sortEsims = <T extends SortableEsim>(esims: readonly T[]): T[] => [...esims].sort(compareEsims);

// ── Actions (customer-area §4) ───────────────────────────────────────────────────────────────────
/** Activate is offered for pending or not_installed in the list, and for pending only in the details dialog. */
export function canActivate(status: string | null | undefined, where: 'list' | 'details'): boolean {
  const s = norm(status);
  return where === 'list' ? NEW_GROUP.has(s) : s === 'pending';
}

/**
 * Usage is offered for active, activated or not_installed, as the spec lists it (installed is not in
 * that list; kept as specified).
 */
export function canShowUsage(status: string | null | undefined): boolean {
  const s = norm(status);
  return s === 'active' || s === 'activated' || s === 'not_installed';
}

/** A cancelled eSIM shows the 'eSIM Cancelled' notice instead of its QR code. */
export const isEsimCancelled = (status: string | null | undefined): boolean => norm(status) === 'cancelled';

// ── Tones and labels ─────────────────────────────────────────────────────────────────────────────
/** Home banner (purchase-flow §4): active/activated/installed green, pending/not_installed orange, expired red, else grey. */
export type BannerTone = 'green' | 'orange' | 'red' | 'grey';
export function esimBannerTone(status: string | null | undefined): BannerTone {
  const s = norm(status);
  if (ACTIVE_GROUP.has(s)) return 'green';
  if (NEW_GROUP.has(s)) return 'orange';
  if (s === 'expired') return 'red';
  return 'grey';
}

/**
 * Customer status badge (customer-area §4): ready, active, activated green; pending yellow;
 * not_installed blue; expired red; anything else grey. The spec lists installed and cancelled
 * without a colour; decided: installed green (it is in the Active filter and has the green banner),
 * cancelled red (the admin badge calls it destructive). provisioned and inactive stay grey.
 */
export type EsimBadgeTone = 'green' | 'yellow' | 'blue' | 'red' | 'grey';
export function esimBadgeTone(status: string | null | undefined): EsimBadgeTone {
  switch (norm(status)) {
    case 'ready':
    case 'active':
    case 'activated':
    case 'installed':
      return 'green';
    case 'pending':
      return 'yellow';
    case 'not_installed':
      return 'blue';
    case 'expired':
    case 'cancelled':
      return 'red';
    default:
      return 'grey';
  }
}

/** Admin eSIM badge (admin §4): active, activated, provisioned success; pending, not_installed secondary; cancelled, expired destructive; else outline. */
export function adminEsimBadgeVariant(
  status: string | null | undefined,
): 'success' | 'secondary' | 'destructive' | 'outline' {
  const s = norm(status);
  if (s === 'active' || s === 'activated' || s === 'provisioned') return 'success';
  if (NEW_GROUP.has(s)) return 'secondary';
  if (s === 'cancelled' || s === 'expired') return 'destructive';
  return 'outline';
}

/**
 * Stable i18n key for the status label (customer-area §4): provisioned 'Ready to Use', ready /
 * active / activated 'Active', not_installed 'Ready to Install', the other named statuses their own
 * label, anything else 'unknown' (the screen may show the raw status).
 */
export type EsimStatusLabelKey =
  | 'readyToUse'
  | 'active'
  | 'installed'
  | 'inactive'
  | 'pending'
  | 'readyToInstall'
  | 'expired'
  | 'cancelled'
  | 'unknown';
export function esimStatusLabelKey(status: string | null | undefined): EsimStatusLabelKey {
  switch (norm(status)) {
    case 'provisioned':
      return 'readyToUse';
    case 'ready':
    case 'active':
    case 'activated':
      return 'active';
    case 'installed':
      return 'installed';
    case 'inactive':
      return 'inactive';
    case 'pending':
      return 'pending';
    case 'not_installed':
      return 'readyToInstall';
    case 'expired':
      return 'expired';
    case 'cancelled':
      return 'cancelled';
    default:
      return 'unknown';
  }
}

/** Top-up badge (customer-area §4): green when active, otherwise the status is shown as is. */
export const topUpBadgeIsGreen = (status: string | null | undefined): boolean => norm(status) === 'active';

/**
 * The words for a top-up's status: a renewal that has not begun is waiting for its turn (not
 * "ready to install": it needs no install); a status we have no words for is shown as it is.
 */
export type TopUpStatusLabelKey = 'active' | 'notStarted' | 'expired' | 'cancelled' | 'unknown';
export function topUpStatusLabelKey(status: string | null | undefined): TopUpStatusLabelKey {
  switch (norm(status)) {
    case 'active':
    case 'activated':
      return 'active';
    case 'not_installed':
    case 'pending':
      return 'notStarted';
    case 'expired':
      return 'expired';
    case 'cancelled':
      return 'cancelled';
    default:
      return 'unknown';
  }
}

// ── Expiry (customer-area §4) ────────────────────────────────────────────────────────────────────
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Expiry compares the expiry date to now; when not expired, the whole days left, counted up
 * (2 h left is 1 day). An unknown or unreadable date is neither expired nor counted.
 */
export function esimExpiry(
  expiresAt: Date | string | number | null | undefined,
  now: Date | number,
): { expired: boolean; daysLeft: number | null } {
  const end = timeOf(expiresAt);
  if (end === Number.NEGATIVE_INFINITY) return { expired: false, daysLeft: null };
  const remaining = end - (now instanceof Date ? now.getTime() : now);
  if (remaining <= 0) return { expired: true, daysLeft: null };
  return { expired: false, daysLeft: Math.ceil(remaining / DAY_MS) };
}

// ── RoameSIM's state codes (its API document V2.10, appendix 3.1) ───────────────────────────────
/**
 * The document's one state table, used for orders and for the packages on an eSIM
 * (queryEsimOrder packageList[].status): -1 not paid, 0 paid, 2 cancelled, 3 invalid, 4 part
 * refunded, 5 ended, 6 unsubscribing, 7 part refund in process.
 */
export const ROAMESIM_STATE = Object.freeze({
  notPaid: -1,
  paid: 0,
  cancelled: 2,
  invalid: 3,
  partRefunded: 4,
  ended: 5,
  unsubscribing: 6,
  partRefundInProcess: 7,
} as const);

/**
 * A RoameSIM state code as a number. The document writes the codes as integers; a numeric string
 * ("0") is read the same way, since the document itself mixes string and number codes elsewhere.
 * Anything else is null.
 */
export function roamesimStateCode(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : null;
  if (typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw)) return Number(raw);
  return null;
}

/**
 * THE mapping of RoameSIM's state table to our eSIM statuses. A paid package (0, or 4/7 where
 * only other eSIMs of the order are refunded) is `active` once it has begun (the provider gives it
 * a beginDate) and `not_installed` before; 5 ended is `expired`; 2 cancelled, 3 invalid and 6
 * unsubscribing are `cancelled`; -1 not paid is `pending`. A code outside the table is null: the
 * caller keeps what it knew.
 */
export function esimStatusFromRoamesimState(
  raw: unknown,
  begun: boolean,
): Extract<KnownEsimStatus, 'active' | 'not_installed' | 'expired' | 'cancelled' | 'pending'> | null {
  switch (roamesimStateCode(raw)) {
    case ROAMESIM_STATE.paid:
    case ROAMESIM_STATE.partRefunded:
    case ROAMESIM_STATE.partRefundInProcess:
      return begun ? 'active' : 'not_installed';
    case ROAMESIM_STATE.ended:
      return 'expired';
    case ROAMESIM_STATE.cancelled:
    case ROAMESIM_STATE.invalid:
    case ROAMESIM_STATE.unsubscribing:
      return 'cancelled';
    case ROAMESIM_STATE.notPaid:
      return 'pending';
    default:
      return null;
  }
}
