import { formatUsd } from '@app/domain';
import { resources, type Language } from '@app/i18n';
import type { PaidSummary } from '../notification-kinds';
import { fill } from './fill';

/** Emails and the PDF write dates with the shop's one formatter (libs/i18n: Phnom Penh time, no locale data). */
export { SHOP_TIME_ZONE, formatDate, formatDateTime } from '@app/i18n';

/** A destination in the customer's language: its Khmer name when known, else the English one. */
export function destinationIn(
  named: { destination: string; destinationKm?: string | null },
  language: Language,
): string {
  return language === 'km' && named.destinationKm ? named.destinationKm : named.destination;
}

/** A plan's data as sold: '5GB', or '500MB per day' for a DayPass. */
export function dataIn(plan: { dataLabel: string; isDayPass?: boolean }, language: Language): string {
  const common = resources[language].translation.notifications.common;
  return plan.isDayPass ? fill(common.dataPerDay, { data: plan.dataLabel }) : plan.dataLabel;
}

/** '1 day' / '7 days' in the customer's language. */
export function daysIn(days: number, language: Language): string {
  const common = resources[language].translation.notifications.common;
  return days === 1 ? common.oneDay : fill(common.manyDays, { count: days });
}

/**
 * A plan by name: the provider's own name in English; in Khmer its data and days, since the
 * provider names plans in English only (the shop's screens do the same).
 */
export function planIn(
  plan: { packageName: string; dataLabel: string; isDayPass?: boolean; days: number },
  language: Language,
): string {
  if (language !== 'km') return plan.packageName;
  return `${dataIn(plan, language)} · ${daysIn(plan.days, language)}`;
}

/** The rows of what an order cost: subtotal and the code's discount when there is one, then the total paid. */
export function paidRows(paid: PaidSummary, language: Language): [string, string][] {
  const texts = resources[language].translation.notifications.common;
  const usd = (cents: number) => `${formatUsd(cents)} USD`;
  return [
    ...(paid.discountCents > 0 && paid.discountCode
      ? ([
          [texts.subtotal, usd(paid.subtotalCents)],
          [fill(texts.discount, { code: paid.discountCode }), `−${usd(paid.discountCents)}`],
        ] as [string, string][])
      : []),
    [texts.totalPaid, usd(paid.totalCents)],
  ];
}
