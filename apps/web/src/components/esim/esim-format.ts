import type { TFunction } from 'i18next';
import type { EsimView } from '@app/contracts';
import { esimDataLabel, esimDateFact, esimDays, esimExpiry, esimStatusLabelKey } from '@app/domain';
import { formatDate, formatDateTime, isLanguage, type Language } from '@app/i18n';
import { destinationName } from '../../lib/destination-name';
import { khmerPlanName } from '../../lib/plan-name';

/** '1GB' / '500MB' per the customer-area data label rule. */
export const dataLabel = (esim: Pick<EsimView, 'data' | 'unit'>): string =>
  esimDataLabel(esim.data, esim.unit);

/** '1 day' / 'N days' (a DayPass uses its days bought), or 'N/A'. */
export function daysLabel(t: TFunction, esim: Pick<EsimView, 'days' | 'customDays' | 'packageType'>): string {
  const days = esimDays(esim);
  return days === null ? t('esims.daysNa') : t('esims.days', { count: days });
}

/**
 * The eSIM's plan name: the provider's in English; in Khmer put together from the destination, data
 * and days (as the package page names a plan).
 */
export function esimPlanName(t: TFunction, esim: EsimView, language: string): string {
  if (language !== 'km') return esim.plan;
  return khmerPlanName(t, {
    destination: destinationName(esim, language),
    data: dataLabel(esim),
    days: esimDays(esim),
    dayPass: esim.packageType === 'DayPass',
  });
}

const lang = (language: string): Language => (isLanguage(language) ? language : 'en');

/** '22 Nov 2026' / '22 វិច្ឆិកា 2026', Phnom Penh time, from the shop's one formatter (no ICU locale data). */
export const dateLabel = (iso: string | null | undefined, language: string): string =>
  formatDate(iso, lang(language));

/** '22 Nov 2026, 21:58' (24-hour clock in both languages). */
export const dateTimeLabel = (iso: string | null | undefined, language: string): string =>
  formatDateTime(iso, lang(language));

/** 'Expired' or 'N days left' from the expiry date and now (customer-area §4); '' when unknown. */
export function expiryLabel(t: TFunction, expiresAt: string | null, now = Date.now()): string {
  const expiry = esimExpiry(expiresAt, now);
  if (expiry.expired) return t('esims.expiredOn');
  return expiry.daysLeft === null ? '' : t('esims.daysLeft', { count: expiry.daysLeft });
}

export interface DateFactRow {
  label: string;
  value: string;
}

/**
 * The dates to show for an eSIM (libs/domain's esimDateFact): before the first connection "Install
 * by …" and "Valid N days from first connection"; once active, its expiry.
 */
export function esimDateRows(
  t: TFunction,
  esim: Pick<
    EsimView,
    'status' | 'activatedAt' | 'activateBefore' | 'expiresAt' | 'days' | 'customDays' | 'packageType'
  >,
  language: string,
): DateFactRow[] {
  const fact = esimDateFact({ ...esim, validDays: esimDays(esim) });
  switch (fact.kind) {
    case 'install_by':
      return [
        ...(fact.installBy
          ? [{ label: t('esims.dialog.installBefore'), value: dateLabel(fact.installBy, language) }]
          : []),
        ...(fact.validDays
          ? [
              {
                label: t('esims.usage.validity'),
                value: t('esims.dialog.validFromFirstUse', { count: fact.validDays }),
              },
            ]
          : []),
      ];
    case 'expires':
      return [{ label: t('esims.dialog.expires'), value: dateLabel(fact.expiresAt, language) }];
    case 'expired':
      return [{ label: t('esims.dialog.expiredOn'), value: dateLabel(fact.expiresAt, language) }];
  }
}

/** An eSIM status in words (the spec's labels); a status the rules do not know is shown as it is. */
export function esimStatusLabel(t: TFunction, status: string): string {
  const key = esimStatusLabelKey(status);
  return key === 'unknown' && status ? status : t(`esims.status.${key}`);
}
