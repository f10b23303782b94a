import i18next, { type TFunction } from 'i18next';
import { regionNameKm } from '@app/i18n';
import { REGIONAL_CONTINENT } from '@app/domain';

/** An order's payment method by name ('payway_khqr' → "ABA PayWay (KHQR)"); '' or unknown: as stored. */
export function paymentMethodName(method: string | null | undefined, t: TFunction): string {
  if (!method) return t('admin.orders.unknownMethod');
  return t(`admin.orders.methods.${method}`, { defaultValue: method });
}

/** A catalogue continent in the admin's language: RoameSIM's "Common" is Regional; Khmer from the region names. */
export function continentName(name: string, t: TFunction): string {
  if (name === REGIONAL_CONTINENT) return t('adminPackages.regional');
  if (!name || name === 'Unknown') return t('adminAnalytics.unknownContinent');
  const khmer = (i18next.resolvedLanguage ?? i18next.language ?? 'en').startsWith('km');
  return (khmer && regionNameKm(name)) || name;
}
