import { COUNTRY_ROWS, PACKAGE_TARGET, REGION_ROWS } from './catalogue-data';

export interface NetworkDto {
  type: string;
  operator: string;
  namecn: string;
  nameen: string;
}

export interface CatalogueSku {
  skuid: number;
  /** ISO 3166 alpha-2 for a country, a 5-digit region code for a region. */
  countryCode: string;
  name: string;
  continent: string;
  isRegion: boolean;
  /** ISO codes of the countries covered (the country itself for a country SKU). */
  supportCountry: string[];
  networks: NetworkDto[];
}

export interface CataloguePackage {
  skuid: number;
  priceid: number;
  /** An integer, as in the document. */
  pid: number;
  apiCode: string;
  showName: string;
  flows: number;
  unit: 'GB' | 'MB';
  /** Validity in days (1 for a day pass: the buyer picks daypassDays). */
  days: number;
  /** Wholesale USD; per day for a day pass. */
  price: number;
  /** 0 = can be topped up (renewable), 1 = not. */
  flowType: 0 | 1;
  supportDaypass: 0 | 1;
  minDay: number;
  maxDay: number;
  premark: string;
  networkDtoList: NetworkDto[];
}

export interface Catalogue {
  skus: CatalogueSku[];
  packages: CataloguePackage[];
  sku(skuid: number): CatalogueSku | undefined;
  packagesOf(skuid: number): CataloguePackage[];
  byPriceId(priceid: number): CataloguePackage | undefined;
  byApiCode(apiCode: string): CataloguePackage | undefined;
  /** The account is given another code for a listed package (a plan RoameSIM set up by hand). */
  addApiCode(apiCode: string, pkg: CataloguePackage): void;
  /** Forgets the codes given with addApiCode. */
  clearAddedApiCodes(): void;
  countryName(iso: string): string;
}

interface PlanTemplate {
  flows: number;
  unit: 'GB' | 'MB';
  days: number;
  daypass?: boolean;
  flowType?: 0 | 1;
}

/** Nine plans for every SKU, one more (EXTRA_PLAN) for the first SKUs, to reach PACKAGE_TARGET. */
const PLANS: readonly PlanTemplate[] = [
  { flows: 1, unit: 'GB', days: 7 },
  { flows: 3, unit: 'GB', days: 15 },
  { flows: 5, unit: 'GB', days: 30 },
  { flows: 10, unit: 'GB', days: 30 },
  { flows: 20, unit: 'GB', days: 30 },
  { flows: 2, unit: 'GB', days: 7 },
  { flows: 500, unit: 'MB', days: 3, flowType: 1 },
  { flows: 500, unit: 'MB', days: 1, daypass: true },
  { flows: 1, unit: 'GB', days: 1, daypass: true },
];
const EXTRA_PLAN: PlanTemplate = { flows: 50, unit: 'GB', days: 30 };

const TIER_FACTOR: Record<string, number> = { a: 0.8, b: 1, c: 1.4, d: 2 };
const FIRST_SKU_ID = 101;
const DAYPASS_MAX_DAYS = 30;

const round2 = (value: number): number => Math.round(value * 100) / 100;

export function planPrice(plan: PlanTemplate, tier: string): number {
  const factor = TIER_FACTOR[tier] ?? 1;
  const gb = plan.unit === 'GB' ? plan.flows : plan.flows / 1024;
  if (plan.daypass) return round2(factor * (0.3 + gb * 0.9));
  return round2(factor * (0.35 + gb * 0.85 + plan.days * 0.01));
}

const premark = (sku: CatalogueSku, plan: PlanTemplate): string =>
  [
    `<p><b>Coverage:</b> ${sku.isRegion ? `${sku.supportCountry.length} countries` : sku.name}</p>`,
    '<p><b>APN:</b> internet (set automatically)</p>',
    plan.daypass
      ? `<p><b>Day pass:</b> ${plan.flows}${plan.unit} high speed per day, then 128 kbps until the next day.</p>`
      : '<p><b>Activation:</b> validity starts when the eSIM first connects to a supported network.</p>',
    '<p><b>Cancellation:</b> refundable only before the eSIM is installed.</p>',
  ].join('');

function buildPackage(sku: CatalogueSku, plan: PlanTemplate, index: number, tier: string): CataloguePackage {
  const priceid = sku.skuid * 100 + index + 1;
  const apiCode = plan.daypass
    ? `${sku.skuid}-0-?-${plan.flows}-${plan.unit[0]}-D`
    : `${sku.skuid}-0-${plan.days}-${plan.flows}-${plan.unit[0]}`;
  const size = `${plan.flows}${plan.unit}`;
  return {
    skuid: sku.skuid,
    priceid,
    pid: priceid,
    apiCode,
    showName: plan.daypass ? `${sku.name} ${size}/Day Pass` : `${sku.name} ${size} ${plan.days} Days`,
    flows: plan.flows,
    unit: plan.unit,
    days: plan.days,
    price: planPrice(plan, tier),
    flowType: plan.flowType ?? 0,
    supportDaypass: plan.daypass ? 1 : 0,
    minDay: plan.daypass ? 1 : 0,
    maxDay: plan.daypass ? DAYPASS_MAX_DAYS : 0,
    premark: premark(sku, plan),
    networkDtoList: sku.networks,
  };
}

/** The whole catalogue, generated from the fixed tables: the same on every start. */
export function buildCatalogue(): Catalogue {
  const countries = COUNTRY_ROWS.map((row) => row.split('|'));
  const names = new Map(countries.map(([iso, name]) => [iso as string, name as string]));
  const firstNetwork = new Map<string, NetworkDto>();
  const skus: CatalogueSku[] = [];
  const tiers: string[] = [];

  for (const [
    iso = '',
    name = '',
    continent = '',
    operators = '',
    network = 'LTE',
    tier = 'b',
  ] of countries) {
    const networks = operators
      .split(',')
      .map((operator) => ({ type: network, operator, namecn: name, nameen: name }));
    firstNetwork.set(iso, networks[0] as NetworkDto);
    skus.push({
      skuid: FIRST_SKU_ID + skus.length,
      countryCode: iso,
      name,
      continent,
      isRegion: false,
      supportCountry: [iso],
      networks,
    });
    tiers.push(tier);
  }
  for (const [code = '', name = '', tier = 'c', covered = ''] of REGION_ROWS.map((row) => row.split('|'))) {
    const supportCountry = covered.split(' ').filter(Boolean);
    for (const iso of supportCountry)
      if (!names.has(iso)) throw new Error(`region ${name}: unknown country ${iso}`);
    skus.push({
      skuid: FIRST_SKU_ID + skus.length,
      countryCode: code,
      name,
      continent: 'Common',
      isRegion: true,
      supportCountry,
      networks: supportCountry.map((iso) => firstNetwork.get(iso) as NetworkDto),
    });
    tiers.push(tier);
  }

  const extras = Math.max(0, Math.min(skus.length, PACKAGE_TARGET - PLANS.length * skus.length));
  const packages = skus.flatMap((sku, i) => {
    const plans = i < extras ? [...PLANS, EXTRA_PLAN] : PLANS;
    return plans.map((plan, index) => buildPackage(sku, plan, index, tiers[i] as string));
  });
  return indexCatalogue(skus, packages, names);
}

function indexCatalogue(
  skus: CatalogueSku[],
  packages: CataloguePackage[],
  names: Map<string, string>,
): Catalogue {
  const skuById = new Map(skus.map((sku) => [sku.skuid, sku]));
  const bySku = new Map<number, CataloguePackage[]>();
  for (const pkg of packages) bySku.set(pkg.skuid, [...(bySku.get(pkg.skuid) ?? []), pkg]);
  const byPriceId = new Map(packages.map((pkg) => [pkg.priceid, pkg]));
  const byApiCode = new Map(packages.map((pkg) => [pkg.apiCode.toUpperCase(), pkg]));
  const added = new Map<string, CataloguePackage>();
  return {
    skus,
    packages,
    sku: (skuid) => skuById.get(skuid),
    packagesOf: (skuid) => bySku.get(skuid) ?? [],
    byPriceId: (priceid) => byPriceId.get(priceid),
    byApiCode: (apiCode) => byApiCode.get(apiCode.toUpperCase()) ?? added.get(apiCode.toUpperCase()),
    addApiCode: (apiCode, pkg) => void added.set(apiCode.toUpperCase(), pkg),
    clearAddedApiCodes: () => added.clear(),
    countryName: (iso) => names.get(iso) ?? iso,
  };
}
