import type { PackageSummary } from '@app/contracts';
import { dayPassPrice, fixedPlanDisplayPrice } from '@app/domain';

/** What a plan costs as the detail screen charges it: the DayPass rule for `days`, else the fixed rule. */
export const planPrice = (plan: PackageSummary, days: number): number =>
  plan.isDayPass ? dayPassPrice(plan.priceCents, plan.days, days) : fixedPlanDisplayPrice(plan.priceCents);
