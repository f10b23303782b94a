import type { TFunction } from 'i18next';
import type { PackageSummary } from '@app/contracts';
import { DAYPASS_MIN_DAYS, dayPassPrice, detailDataLabel, fixedPlanDisplayPrice } from '@app/domain';

/** What a plan costs as the detail screen charges it: the DayPass rule for `days`, else the fixed rule. */
export const planPrice = (plan: PackageSummary, days: number): number =>
  plan.isDayPass ? dayPassPrice(plan.priceCents, plan.days, days) : fixedPlanDisplayPrice(plan.priceCents);

/** The price a plan is listed at: a fixed plan's whole price, a DayPass's price for one day. */
export const listedPrice = (plan: PackageSummary): number =>
  planPrice(plan, plan.isDayPass ? DAYPASS_MIN_DAYS : plan.days);

/** A plan's data as the plan list names it: '5GB', or '500MB per day' for a DayPass. */
export const planDataLabel = (t: TFunction, plan: PackageSummary): string => {
  const data = detailDataLabel(plan.data, plan.apiCode);
  return plan.isDayPass ? t('catalogue.detail.perDay', { data }) : data;
};
