import type { TFunction } from 'i18next';
import type { PackageComplete, PackageSummary } from '@app/contracts';
import { detailDataLabel } from '@app/domain';
import { countryName, destinationName } from '../../../lib/destination-name';
import { khmerPlanName } from '../../../lib/plan-name';

const LABELS = {
  coverage: 'coverage',
  apn: 'apn',
  'day pass': 'dayPass',
  activation: 'activation',
  cancellation: 'cancellation',
} as const;

/** The plan's name: the provider's in English; in Khmer put together from the destination, data and days. */
export function planName(t: TFunction, plan: PackageSummary, language: string): string {
  if (language !== 'km') return plan.plan;
  return khmerPlanName(t, {
    destination: destinationName(plan, language),
    data: detailDataLabel(plan.data, plan.apiCode),
    days: plan.isDayPass ? null : plan.days,
    dayPass: plan.isDayPass,
  });
}

/** The covered countries in the page's language ('Thailand' / 'ថៃ', or the list of a region's). */
export const coverageText = (data: PackageComplete, language: string): string =>
  language === 'km' && data.networkCoverage.countries.length
    ? data.networkCoverage.countries.map((country) => countryName(country, language)).join(', ')
    : data.package.coverage;

/**
 * The provider's terms ('Coverage: Japan', 'APN: internet', …), which RoameSIM writes in English. In
 * Khmer the terms it always sends are written from our texts and the package's own data; a line we
 * do not know stays as the provider wrote it.
 */
export function packageTerms(
  t: TFunction,
  data: PackageComplete,
  plan: PackageSummary,
  language: string,
): string[] {
  if (language !== 'km') return data.package.remark;
  return data.package.remark.map((line) => {
    const match = /^([^:]{2,30}):\s*(.*)$/.exec(line);
    const key = match ? LABELS[match[1]!.trim().toLowerCase() as keyof typeof LABELS] : undefined;
    if (!match || !key) return line;
    const label = t(`catalogue.detail.termLabels.${key}`);
    const value = match[2] ?? '';
    switch (key) {
      case 'coverage':
        return `${label}: ${
          data.networkCoverage.totalCountries > 1
            ? t('catalogue.detail.termTexts.countries', { count: data.networkCoverage.totalCountries })
            : coverageText(data, language)
        }`;
      case 'apn':
        return `${label}: ${value.replace(/set automatically/i, t('catalogue.detail.termTexts.setAutomatically'))}`;
      case 'dayPass':
        return `${label}: ${t('catalogue.detail.termTexts.dayPass', { data: detailDataLabel(plan.data, plan.apiCode) })}`;
      default:
        return `${label}: ${t(`catalogue.detail.termTexts.${key}`)}`;
    }
  });
}
