import type { TFunction } from 'i18next';
import type { CustomerOrderItem } from '@app/contracts';
import { destinationName } from '../../lib/destination-name';
import { khmerPlanName } from '../../lib/plan-name';

/** An order line's plan: the provider's name in English; in Khmer from its destination, data and days. */
export function orderLineName(t: TFunction, item: CustomerOrderItem, language: string): string {
  if (language !== 'km') return item.plan;
  return khmerPlanName(t, {
    destination: destinationName(item, language),
    data: item.data,
    // a DayPass line's days bought follow its name (order-summary-card.tsx)
    days: item.packageType === 'DayPass' ? null : item.days,
    dayPass: item.packageType === 'DayPass',
  });
}
