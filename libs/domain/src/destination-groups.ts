import { DAYPASS_MIN_DAYS } from './constants';
import { classifyDestination, destinationSlug, type DestinationKind } from './destination';
import { dayPassPrice, fixedPlanDisplayPrice } from './pricing';

/**
 * Destination cards (purchase-flow §2, home screen): packages grouped by destination name, each
 * card with 'N plans' (fixed and DayPass counts) and a price range, sorted by destination name.
 */

/** The package fields the grouping reads. */
export interface GroupablePackage {
  readonly id: number;
  readonly destination: string;
  /** Khmer name ('' or absent when unknown). */
  readonly destinationKm?: string;
  readonly countryCode: string;
  readonly continent?: string | null;
  readonly priceCents: number;
  readonly days: number;
  readonly isDayPass: boolean;
}

/** Which bundled picture a destination shows: its flag (countries) or the region illustration. */
export interface DestinationImageRef {
  kind: 'flag' | 'region';
  code: string;
}

export interface DestinationGroup {
  destination: string;
  destinationKm: string;
  slug: string;
  countryCode: string;
  kind: DestinationKind;
  image: DestinationImageRef;
  planCount: number;
  fixedCount: number;
  dayPassCount: number;
  minPriceCents: number;
  maxPriceCents: number;
  /** The package a card opens: the cheapest fixed plan, else the cheapest plan. */
  defaultPackageId: number;
}

/**
 * Flag for a country with an ISO alpha-2 code, the region illustration otherwise (regions carry the
 * provider's numeric region codes, and a country without a usable code still gets a picture).
 */
export function destinationImage(countryCode: string, kind: DestinationKind): DestinationImageRef {
  const code = countryCode.trim().toLowerCase();
  return kind === 'country' && /^[a-z]{2}$/.test(code)
    ? { kind: 'flag', code }
    : { kind: 'region', code: code || 'region' };
}

/**
 * The lowest price a plan is sold at, as the detail screen would charge it: a fixed plan rounded up
 * to a whole dollar, a DayPass for its shortest duration (1 day).
 */
export const startingPrice = (pkg: Pick<GroupablePackage, 'priceCents' | 'days' | 'isDayPass'>): number =>
  pkg.isDayPass
    ? dayPassPrice(pkg.priceCents, pkg.days, DAYPASS_MIN_DAYS)
    : fixedPlanDisplayPrice(pkg.priceCents);

/** One collator for every comparison (`localeCompare` with options builds one per call). */
const names = new Intl.Collator('en', { sensitivity: 'base' });

/** Destination names in card order: alphabetical, ignoring case and accents, then by code point. */
export const compareDestinationNames = (a: string, b: string): number =>
  names.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

const cheaper = (a: GroupablePackage, b: GroupablePackage): boolean =>
  startingPrice(a) < startingPrice(b) || (startingPrice(a) === startingPrice(b) && a.id < b.id);

/** Groups packages into destination cards (names compared after trimming), sorted by name. */
export function groupByDestination(packages: readonly GroupablePackage[]): DestinationGroup[] {
  const groups = new Map<string, GroupablePackage[]>();
  for (const pkg of packages) {
    const name = pkg.destination.trim();
    const list = groups.get(name);
    if (list) list.push(pkg);
    else groups.set(name, [pkg]);
  }
  const cards: DestinationGroup[] = [];
  for (const [destination, list] of groups) {
    const first = list[0] as GroupablePackage;
    const kind = classifyDestination(destination, first.continent);
    const prices = list.map(startingPrice);
    let best: GroupablePackage | undefined;
    for (const pkg of list) {
      if (pkg.isDayPass && list.some((other) => !other.isDayPass)) continue;
      if (!best || cheaper(pkg, best)) best = pkg;
    }
    const dayPassCount = list.filter((pkg) => pkg.isDayPass).length;
    cards.push({
      destination,
      destinationKm: list.find((pkg) => pkg.destinationKm)?.destinationKm ?? '',
      slug: destinationSlug(destination),
      countryCode: first.countryCode,
      kind,
      image: destinationImage(first.countryCode, kind),
      planCount: list.length,
      fixedCount: list.length - dayPassCount,
      dayPassCount,
      minPriceCents: Math.min(...prices),
      maxPriceCents: Math.max(...prices),
      defaultPackageId: (best as GroupablePackage).id,
    });
  }
  return cards.sort((a, b) => compareDestinationNames(a.destination, b.destination));
}

/**
 * A catalogue count as marketing copy may claim it ('150+ destinations' for 154): rounded down to
 * a multiple of ten from 10 on, so the claim 'N+' is always true. Below 10 the exact count.
 */
export function marketingFigure(count: number): { value: number; plus: boolean } {
  if (!Number.isSafeInteger(count) || count < 0) return { value: 0, plus: false };
  if (count < 10) return { value: count, plus: false };
  const value = Math.floor(count / 10) * 10;
  return { value, plus: true };
}
