import type { TFunction } from 'i18next';

/**
 * A plan's name in Khmer, put together from the destination, the data and the days (the provider
 * names plans in English only): 'ជប៉ុន 5GB 30 ថ្ងៃ'; a DayPass's data per day, with its days when
 * they are known (bought), 'ជប៉ុន 500MB ក្នុងមួយថ្ងៃ 3 ថ្ងៃ'.
 */
export function khmerPlanName(
  t: TFunction,
  plan: { destination: string; data: string; days: number | null; dayPass: boolean },
): string {
  return t('catalogue.detail.planName', {
    destination: plan.destination,
    data: plan.dayPass ? t('catalogue.detail.perDay', { data: plan.data }) : plan.data,
    days: plan.days === null ? '' : t('catalogue.detail.days', { count: plan.days }),
  }).trim();
}
