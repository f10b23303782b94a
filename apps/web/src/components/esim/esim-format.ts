import type { TFunction } from 'i18next';
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

export function dateLabel(iso: string | null | undefined, language: string): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString(language === 'km' ? 'km-KH' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

export function dateTimeLabel(iso: string | null | undefined, language: string): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(language === 'km' ? 'km-KH' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
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
