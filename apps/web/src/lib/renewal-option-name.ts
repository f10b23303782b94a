import type { TFunction } from 'i18next';
import type { RenewalOption } from '@app/contracts';
import { khmerPlanName } from './plan-name';

/** A renewal option's name: the provider's in English; in Khmer from the eSIM's destination, data and days. */
export function renewalOptionName(
  t: TFunction,
  option: RenewalOption,
  destination: string,
  language: string,
): string {
  if (language !== 'km') return option.name;
  return khmerPlanName(t, {
    destination,
    data: option.data,
    // a DayPass's days are chosen after the option
    days: option.supportDaypass ? null : option.days,
    dayPass: option.supportDaypass,
  });
}
