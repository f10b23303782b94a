import type { EsimAlertKind } from '@app/contracts';

/** Usage alerts at these shares of the current allowance; the expiry alert this long before the end. */
export const USAGE_ALERT_SHARES: readonly { kind: EsimAlertKind; share: number }[] = [
  { kind: 'usage_100', share: 1 },
  { kind: 'usage_80', share: 0.8 },
];
export const EXPIRY_ALERT_MS = 24 * 3_600_000;

/** One plan on the eSIM: its own (the purchase) or a renewal. */
export interface AlertPlan {
  /** RoameSIM's order number: the package period the alerts of this allowance belong to. */
  orderNumber: string;
  status: string;
  dataMb: number;
  /** null when the provider does not report usage (DayPass). */
  usedMb: number | null;
  createdAt: Date;
}

export interface AlertInput {
  status: string;
  expiresAt: Date | null;
  /** The eSIM's own plan first, then its renewals. */
  own: AlertPlan;
  renewals: readonly AlertPlan[];
}

export interface DueAlerts {
  /** The period: the newest plan (a top-up starts a new one, so every threshold is armed again). */
  period: string;
  /** Every threshold reached now, highest first (only the first is sent; the rest are recorded). */
  kinds: EsimAlertKind[];
  usagePercent: number | null;
}

const OVER = new Set(['expired', 'cancelled']);
const isUsedUp = (plan: AlertPlan): boolean =>
  plan.usedMb !== null && plan.dataMb > 0 && plan.usedMb >= plan.dataMb;

/**
 * The share used of the allowance the customer has now: the plans not over yet (the running one
 * and renewals waiting their turn). The eSIM's own plan is over once it is used up or a renewal
 * began. With nothing left, a used-up last plan is 100 %; one that ran out of time is an expiry,
 * not a usage alert. Null when usage is not reported.
 */
export function usageShare(input: AlertInput): number | null {
  const renewalBegan = input.renewals.some((plan) => plan.status === 'active' || plan.status === 'expired');
  const ownOver = OVER.has(input.status) || isUsedUp(input.own) || renewalBegan;
  const live = [
    ...(ownOver ? [] : [input.own]),
    ...input.renewals.filter((plan) => !OVER.has(plan.status) && !isUsedUp(plan)),
  ];
  if (live.length === 0) return isUsedUp(newest(input)) ? 1 : null;
  if (live.some((plan) => plan.usedMb === null || plan.dataMb <= 0)) return null;
  const total = live.reduce((sum, plan) => sum + plan.dataMb, 0);
  const used = live.reduce((sum, plan) => sum + (plan.usedMb as number), 0);
  return Math.min(1, used / total);
}

/**
 * The newest plan: the latest renewal, or the eSIM's own plan when it has none. A renewal always
 * follows the purchase, so the own plan is never compared by time: its date is ours, the renewals'
 * are the provider's, and the two clocks need not agree.
 */
const newest = (input: AlertInput): AlertPlan =>
  input.renewals.reduce<AlertPlan | null>(
    (latest, plan) =>
      latest === null || plan.createdAt.getTime() >= latest.createdAt.getTime() ? plan : latest,
    null,
  ) ?? input.own;

/** The alerts an eSIM has reached now (which of them were already sent is the store's business). */
export function dueAlerts(input: AlertInput, now: Date): DueAlerts {
  const share = usageShare(input);
  const kinds: EsimAlertKind[] = [];
  const live = !OVER.has(input.status) && input.status !== 'not_installed' && input.status !== 'pending';
  if (share !== null && (live || input.status === 'expired'))
    for (const { kind, share: threshold } of USAGE_ALERT_SHARES) if (share >= threshold) kinds.push(kind);
  const left = input.expiresAt ? input.expiresAt.getTime() - now.getTime() : null;
  if (live && left !== null && left > 0 && left <= EXPIRY_ALERT_MS && !kinds.includes('usage_100'))
    kinds.push('expiry_24h');
  return {
    period: newest(input).orderNumber,
    kinds,
    usagePercent: share === null ? null : Math.round(share * 1000) / 10,
  };
}
