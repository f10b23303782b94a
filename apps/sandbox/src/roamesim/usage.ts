/** One plan (package) on an eSIM: the first order's plan, then one per top-up, used in sequence. */
export interface SimPlan {
  orderNum: string;
  priceid: number;
  name: string;
  flows: number;
  unit: 'GB' | 'MB';
  /** Validity in days (for a day pass: the number of days bought). */
  days: number;
  daypass: boolean;
  /** Simulated time the plan was added to the eSIM. */
  addedAtSim: number;
}

/** Data used at one moment (simulated time), e.g. a video call. */
export interface UsageBurst {
  atSim: number;
  mb: number;
}

export type PlanStatus = 'not_installed' | 'pending' | 'active' | 'expired';

export interface PlanUsage {
  plan: SimPlan;
  status: PlanStatus;
  /** null for day passes, which do not report usage. */
  usedMb: number | null;
  beginSim: number | null;
  endSim: number | null;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const planMb = (plan: Pick<SimPlan, 'flows' | 'unit'>): number =>
  plan.unit === 'GB' ? plan.flows * 1024 : plan.flows;

/**
 * Usage of every plan on one eSIM at simulated time `now`. Nothing runs before the eSIM is
 * installed; then each plan starts when the previous one ends (validity over or data used up) or
 * when it was added, whichever is later. The traveller uses `mbPerDay` while a plan runs.
 */
export function computeUsage(
  plans: readonly SimPlan[],
  installedAtSim: number | undefined,
  now: number,
  mbPerDay: number,
  /** Data the traveller used at once (the control API's /use), on the plan running at that moment. */
  bursts: readonly UsageBurst[] = [],
): PlanUsage[] {
  if (installedAtSim === undefined) {
    return plans.map((plan) => ({
      plan,
      status: 'not_installed',
      usedMb: plan.daypass ? null : 0,
      beginSim: null,
      endSim: null,
    }));
  }
  const perMs = mbPerDay / DAY;
  const spentBursts = new Set<UsageBurst>();
  const sortedBursts = [...bursts].sort((a, b) => a.atSim - b.atSim);
  let previousEnd = installedAtSim;
  return [...plans]
    .sort((a, b) => a.addedAtSim - b.addedAtSim)
    .map((plan) => {
      const begin = Math.max(previousEnd, plan.addedAtSim, installedAtSim);
      const validityEnd = begin + plan.days * DAY;
      const total = planMb(plan);
      let usedUpAt = plan.daypass || perMs <= 0 ? Infinity : begin + total / perMs;
      let burstMb = 0;
      if (!plan.daypass)
        for (const burst of sortedBursts) {
          if (spentBursts.has(burst) || burst.atSim < begin || burst.atSim >= Math.min(validityEnd, usedUpAt))
            continue;
          spentBursts.add(burst);
          burstMb += burst.mb;
          const spent = burstMb + (burst.atSim - begin) * perMs;
          if (spent >= total) usedUpAt = burst.atSim;
          else if (perMs > 0) usedUpAt = begin + (total - burstMb) / perMs;
        }
      const end = Math.min(validityEnd, usedUpAt);
      previousEnd = end;
      const status: PlanStatus = now < begin ? 'pending' : now < end ? 'active' : 'expired';
      const usedMb = plan.daypass
        ? null
        : Math.round(Math.min(total, Math.max(0, burstMb + (now - begin) * perMs)) * 10) / 10;
      return { plan, status, usedMb, beginSim: begin, endSim: validityEnd };
    });
}

/** eSIM-level status: installed once any plan runs, expired once every plan has ended. */
export function cardStatus(usages: readonly PlanUsage[]): 'not_installed' | 'installed' | 'expired' {
  if (usages.length === 0 || usages.every((u) => u.status === 'not_installed')) return 'not_installed';
  return usages.every((u) => u.status === 'expired') ? 'expired' : 'installed';
}
