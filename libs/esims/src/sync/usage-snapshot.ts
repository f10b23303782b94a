import type { RoamesimEsimOrder, RoamesimPackageUsage } from '@app/providers';
import { parseProviderDate, parseProviderDeadline } from '../provider-dates';
import { esimStatusFromRoamesimState } from '@app/domain';
import { esimStatusFromProvider, type ProviderPlanState } from './status-mapping';

/** The eSIM facts a sync reads, compared with the stored ones. */
export interface EsimFacts {
  status: string;
  usedMb: number | null;
  remainingMb: number | null;
  activatedAt: Date | null;
  expiresAt: Date | null;
}

export interface TopUpFacts {
  providerOrderNumber: string;
  status: string;
  plan: string;
  data: string;
  dataMb: number;
  daysAdded: number;
  usedMb: number | null;
  remainingMb: number | null;
  beginsAt: Date | null;
  expiresAt: Date | null;
  createdAt: Date | null;
}

export interface UsageSnapshot {
  esim: EsimFacts;
  topUps: TopUpFacts[];
}

const round1 = (value: number): number => Math.round(value * 10) / 10;
const remaining = (totalMb: number, usedMb: number | null): number | null =>
  usedMb === null || totalMb <= 0 ? null : Math.max(0, round1(totalMb - usedMb));

/** A plan has begun once the provider gives it a start date (its state code stays 0 until it ends). */
const stateOf = (plan: RoamesimPackageUsage | undefined): ProviderPlanState | undefined =>
  plan ? { status: plan.status, begun: parseProviderDate(plan.beginDate) !== null } : undefined;

const dataLabel = (plan: RoamesimPackageUsage): string => (plan.flows > 0 ? `${plan.flows}${plan.unit}` : '');

/**
 * What queryEsimOrder(iccid) says about one eSIM: its main order (our provider order number) and
 * the renewals on it, each with the plan on this ICCID. The eSIM's status is the most alive of its
 * plans; its expiry the latest plan end (a renewal extends it); usage is its own plan's. Null when
 * the provider does not know the main order (nothing to update).
 */
export function usageSnapshot(
  rows: readonly RoamesimEsimOrder[],
  esim: {
    iccid: string;
    providerOrderNumber: string;
    dataMb: number;
    isDayPass: boolean;
    current: EsimFacts;
  },
): UsageSnapshot | null {
  const main = rows.find((row) => row.orderNum === esim.providerOrderNumber);
  if (!main) return null;
  const planOf = (row: RoamesimEsimOrder) => row.packages.find((plan) => plan.iccid === esim.iccid);
  const own = planOf(main);
  const renewals = rows.filter(
    (row) =>
      row.orderNum !== main.orderNum && (row.renew || row.mainOrderNum === main.orderNum) && planOf(row),
  );
  const status =
    esimStatusFromProvider({
      orderStatus: main.status,
      plans: [stateOf(own), ...renewals.map((row) => stateOf(planOf(row)))],
    }) ?? esim.current.status;
  const totalMb = own && own.dataMb > 0 ? own.dataMb : esim.dataMb;
  const usedMb = esim.isDayPass ? null : (own?.usedMb ?? esim.current.usedMb);
  const ends = [own, ...renewals.map(planOf)]
    .map((plan) => parseProviderDeadline(plan?.endDate))
    .filter((date): date is Date => date !== null);
  const knownEnd = ends.length > 0 ? Math.max(...ends.map((date) => date.getTime())) : null;
  // RoameSIM gives a plan no dates before it begins (the document's example: null): a renewal still
  // waiting runs after the plans before it, so it extends the eSIM by its days
  const waitingDays = renewals
    .map((row) => ({ row, plan: planOf(row) as RoamesimPackageUsage }))
    .filter(({ plan }) => parseProviderDeadline(plan.endDate) === null && topUpStatus(plan) === 'pending')
    .reduce((days, { row, plan }) => days + (row.daypassDays || plan.days), 0);
  const latestEnd = knownEnd === null ? null : new Date(knownEnd + waitingDays * 86_400_000);
  const begun = status !== 'not_installed' ? parseProviderDate(own?.beginDate) : null;
  return {
    esim: {
      status,
      usedMb,
      remainingMb: remaining(totalMb, usedMb),
      activatedAt: esim.current.activatedAt ?? begun,
      expiresAt: latestEnd ?? esim.current.expiresAt,
    },
    topUps: renewals.map((row) => {
      const plan = planOf(row) as RoamesimPackageUsage;
      return {
        providerOrderNumber: row.orderNum,
        // a renewal that has not begun waits for its turn: 'pending' (it needs no install)
        status: topUpStatus(plan),
        plan: plan.name || row.name,
        data: dataLabel(plan),
        dataMb: plan.dataMb,
        daysAdded: row.daypassDays || plan.days,
        usedMb: plan.usedMb,
        remainingMb: remaining(plan.dataMb, plan.usedMb),
        beginsAt: parseProviderDate(plan.beginDate),
        expiresAt: parseProviderDeadline(plan.endDate),
        createdAt: parseProviderDate(row.createdAt),
      };
    }),
  };
}

const sameTime = (a: Date | null, b: Date | null): boolean =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** Whether the facts differ from what is stored (a push is sent only then). */
export const factsChanged = (before: EsimFacts, after: EsimFacts): boolean =>
  before.status !== after.status ||
  before.usedMb !== after.usedMb ||
  before.remainingMb !== after.remainingMb ||
  !sameTime(before.activatedAt, after.activatedAt) ||
  !sameTime(before.expiresAt, after.expiresAt);

function topUpStatus(plan: RoamesimPackageUsage): string {
  const state = stateOf(plan) as ProviderPlanState;
  const status = esimStatusFromRoamesimState(state.status, state.begun);
  return status === null || status === 'not_installed' ? 'pending' : status;
}
