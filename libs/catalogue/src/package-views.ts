import { regionNameKm } from '@app/i18n';
import { countryNameKm } from './countries';
import type {
  NetworkCoverage,
  PackageComplete,
  PackageSummary,
  PackageVariants,
  PackageView,
} from '@app/contracts';
import {
  classifyDestination,
  destinationImage,
  detailDataLabel,
  packageTypeLabel,
  toDecimalString,
} from '@app/domain';
import type { CataloguePackage } from './package.entity';

/** The stored package fields the views read. */
export type StoredPackage = Omit<
  CataloguePackage,
  'isAvailable' | 'withdrawnAt' | 'origin' | 'removedAt' | 'firstSeenAt' | 'lastSeenAt' | 'updatedAt'
>;

/** Shown when a region has more countries than this in `countryDisplay`. */
const DISPLAY_COUNTRIES = 4;

/** Khmer name: a country's from the ISO lists (by its code), a region's from libs/i18n's table. */
export function destinationNameKm(
  pkg: Pick<StoredPackage, 'destination' | 'countryCode' | 'continent'>,
): string {
  return classifyDestination(pkg.destination, pkg.continent) === 'country'
    ? countryNameKm(pkg.countryCode)
    : regionNameKm(pkg.destination);
}

export function toSummary(pkg: StoredPackage): PackageSummary {
  return {
    id: pkg.id,
    destination: pkg.destination,
    destinationKm: destinationNameKm(pkg),
    countryCode: pkg.countryCode,
    continent: pkg.continent,
    kind: classifyDestination(pkg.destination, pkg.continent),
    data: pkg.data,
    unit: pkg.unit,
    days: pkg.days,
    price: toDecimalString(pkg.retailCents),
    priceCents: pkg.retailCents,
    type: packageTypeLabel(pkg.apiCode),
    apiCode: pkg.apiCode,
    isDayPass: pkg.isDayPass,
    plan: pkg.name,
  };
}

export function toView(pkg: StoredPackage): PackageView {
  const names = pkg.countries.map((country) => country.name);
  return {
    ...toSummary(pkg),
    coverage: names.length > 1 ? names.join(', ') : (names[0] ?? pkg.destination),
    supportCountry: pkg.countries.map((country) => country.code),
    networkData: pkg.networks.map(({ operator, type }) => ({ operator, type })),
    remark: pkg.remark,
    renewable: pkg.renewable,
    minDays: pkg.minDays,
    maxDays: pkg.maxDays,
  };
}

export function networkCoverage(pkg: StoredPackage): NetworkCoverage {
  const networksByCountry: NetworkCoverage['networksByCountry'] = {};
  for (const network of pkg.networks) {
    (networksByCountry[network.country] ??= []).push({ operator: network.operator, type: network.type });
  }
  const names = pkg.countries.map((country) => country.name);
  const shown = names.slice(0, DISPLAY_COUNTRIES).join(', ');
  return {
    totalOperators: new Set(pkg.networks.map((network) => network.operator)).size,
    totalCountries: pkg.countries.length,
    // rows synced before Khmer names were stored get theirs from the ISO lists
    countries: pkg.countries.map((country) => ({
      code: country.code,
      name: country.name,
      nameKm: country.nameKm || countryNameKm(country.code),
    })),
    countryDisplay:
      names.length > DISPLAY_COUNTRIES
        ? `${shown} +${names.length - DISPLAY_COUNTRIES}`
        : shown || pkg.destination,
    networksByCountry,
  };
}

const byDataThenDays = (a: StoredPackage, b: StoredPackage): number =>
  a.dataMb - b.dataMb || a.days - b.days || a.retailCents - b.retailCents || a.id - b.id;

/**
 * The plans of one destination for the detail screen: fixed and DayPass plans keyed by their data
 * label (the detail rule), each list and `allPlans` ordered by data, days, then price.
 */
export function variantsOf(plans: readonly StoredPackage[]): PackageVariants {
  const sorted = [...plans].sort(byDataThenDays);
  const fixedPlans: PackageVariants['fixedPlans'] = {};
  const dayPassPlans: PackageVariants['dayPassPlans'] = {};
  for (const plan of sorted) {
    const target = plan.isDayPass ? dayPassPlans : fixedPlans;
    (target[detailDataLabel(plan.data, plan.apiCode)] ??= []).push(toSummary(plan));
  }
  const allPlans = [...sorted.filter((plan) => !plan.isDayPass), ...sorted.filter((plan) => plan.isDayPass)];
  return { fixedPlans, dayPassPlans, allPlans: allPlans.map(toSummary) };
}

/** GET /api/packages/{id}/complete: the package, its destination's plans, image and coverage. */
export function completeView(
  pkg: StoredPackage,
  destinationPlans: readonly StoredPackage[],
): PackageComplete {
  const view = toView(pkg);
  return {
    package: view,
    variants: variantsOf(destinationPlans),
    image: destinationImage(pkg.countryCode, view.kind),
    networkCoverage: networkCoverage(pkg),
  };
}
