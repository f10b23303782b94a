import { esimStatusFromRoamesimState } from '@app/domain';

/** One package on the eSIM as queryEsimOrder reports it: its state code and whether it began. */
export interface ProviderPlanState {
  status: number | null;
  begun: boolean;
}

/** The most "alive" status wins when an eSIM carries several plans (its own and top-ups). */
const PRIORITY = ['active', 'pending', 'not_installed', 'expired', 'cancelled'];

/**
 * The eSIM's status from its main provider order's state code and the states of its plans (the
 * first one and any top-ups), each read through RoameSIM's state table (libs/domain). A cancelled
 * order cancels the eSIM; otherwise the most alive plan wins. Null when the provider said nothing
 * usable (keep what we have).
 */
export function esimStatusFromProvider(input: {
  orderStatus: number | null;
  plans: readonly (ProviderPlanState | undefined)[];
}): string | null {
  if (esimStatusFromRoamesimState(input.orderStatus, false) === 'cancelled') return 'cancelled';
  const statuses = input.plans
    .map((plan) => (plan ? esimStatusFromRoamesimState(plan.status, plan.begun) : null))
    .filter((status): status is NonNullable<typeof status> => status !== null);
  if (statuses.length === 0)
    return esimStatusFromRoamesimState(input.orderStatus, false) === 'expired' ? 'expired' : null;
  return [...statuses].sort((a, b) => PRIORITY.indexOf(a) - PRIORITY.indexOf(b))[0] ?? null;
}
