import i18next, { type TFunction } from 'i18next';
import type { EsimView } from '@app/contracts';
import { esimDataLabel, esimDays, esimExpiry } from '@app/domain';

/** '1GB' / '500MB' per the customer-area data label rule. */
export const dataLabel = (esim: Pick<EsimView, 'data' | 'unit'>): string =>
  esimDataLabel(esim.data, esim.unit);

/** '1 day' / 'N days' (a DayPass uses its days bought), or 'N/A'. */
export function daysLabel(t: TFunction, esim: Pick<EsimView, 'days' | 'customDays' | 'packageType'>): string {
  const days = esimDays(esim);
  return days === null ? t('esims.daysNa') : t('esims.days', { count: days });
}

const monthName = (language: string, month: number): string =>
  (i18next.getFixedT(language)('esims.months', { returnObjects: true }) as string[])[month] ??
  String(month + 1);

/** '22 Nov 2026' / '22 វិច្ឆិកា 2026', in the browser's time zone (month names from the texts, not the ICU data). */
export function dateLabel(iso: string | null | undefined, language: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return `${date.getDate()} ${monthName(language, date.getMonth())} ${date.getFullYear()}`;
}

export function dateTimeLabel(iso: string | null | undefined, language: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${date.getDate()} ${monthName(language, date.getMonth())}, ${time}`;
}

/** 'Expired' or 'N days left' from the expiry date and now (customer-area §4); '' when unknown. */
export function expiryLabel(t: TFunction, expiresAt: string | null, now = Date.now()): string {
  const expiry = esimExpiry(expiresAt, now);
  if (expiry.expired) return t('esims.expiredOn');
  return expiry.daysLeft === null ? '' : t('esims.daysLeft', { count: expiry.daysLeft });
}

/**
 * The date to show under an eSIM: before it is installed, the provider's install-before date;
 * once it runs, its expiry.
 */
export function expiryFact(
  t: TFunction,
  esim: Pick<EsimView, 'activatedAt' | 'activateBefore' | 'expiresAt'>,
  language: string,
): { label: string; value: string } {
  if (!esim.activatedAt && esim.activateBefore)
    return { label: t('esims.dialog.installBefore'), value: dateLabel(esim.activateBefore, language) };
  return { label: t('esims.dialog.expires'), value: dateLabel(esim.expiresAt, language) };
}
