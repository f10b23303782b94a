import type { TFunction } from 'i18next';

/**
 * A plan's name in Khmer, put together from the destination, the data and the days (the provider
 * names plans in English only); a DayPass by its data per day, since its days are chosen.
 */
export function khmerPlanName(
  t: TFunction,
  plan: { destination: string; data: string; days: number; dayPass: boolean },
): string {
  return t('catalogue.detail.planName', {
    destination: plan.destination,
    data: plan.dayPass ? t('catalogue.detail.perDay', { data: plan.data }) : plan.data,
    days: plan.dayPass ? '' : t('catalogue.detail.days', { count: plan.days }),
  }).trim();
}
