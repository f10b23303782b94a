import type { TFunction } from 'i18next';
import type { CartItemView } from '@app/contracts';
import { listDataLabel } from '@app/domain';

/**
 * A cart line's plan as the customer reads it: a DayPass by its data and days; a fixed plan by the
 * provider's name in English, and by its data and days in Khmer (the provider names it in English).
 */
export function cartLinePlan(
  t: TFunction,
  item: Pick<CartItemView, 'customDays'> & {
    package: Pick<CartItemView['package'], 'plan' | 'data' | 'days'>;
  },
  language: string,
): string {
  const data = listDataLabel(item.package.data);
  if (item.customDays !== null) return t('cart.dayPassLabel', { data, count: item.customDays });
  if (language !== 'km') return item.package.plan;
  return `${data} · ${t('cart.days', { count: item.package.days })}`;
}
