import type { TFunction } from 'i18next';
import type { RenewalOption } from '@app/contracts';

/**
 * A renewal option's name: the provider's in English; in Khmer put together from the eSIM's
 * destination, the data and the days (as the package page names a plan).
 */
export function renewalOptionName(
  t: TFunction,
  option: RenewalOption,
  destination: string,
  language: string,
): string {
  if (language !== 'km') return option.name;
  return t('catalogue.detail.planName', {
    destination,
    data: option.supportDaypass ? t('catalogue.detail.perDay', { data: option.data }) : option.data,
    days: option.supportDaypass ? '' : t('catalogue.detail.days', { count: option.days }),
  }).trim();
}
