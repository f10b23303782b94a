/**
 * Catalogue shapes shared by the api and the web (purchase-flow §3). Money is sent twice: `price`
 * as the spec's amount text ('35.00', USD) and `priceCents` as integer cents for computing.
 */

export type DestinationKind = 'country' | 'region';

export interface NetworkInfo {
  operator: string;
  type: string;
}

export interface CountryInfo {
  /** ISO 3166 alpha-2. */
  code: string;
  /** English, as the provider writes it. */
  name: string;
  /** Khmer (from the ISO name lists); '' when the code is not an ISO country. */
  nameKm?: string;
}

/** One package as the lists show it (GET /api/packages, /popular). */
export interface PackageSummary {
  id: number;
  destination: string;
  /** The destination in Khmer (ISO lists for countries, libs/i18n's table for regions); '' when unknown. */
  destinationKm: string;
  /** ISO alpha-2 for a country, the provider's region code for a region. */
  countryCode: string;
  /** The provider's continent; 'Common' marks a regional package. */
  continent: string;
  kind: DestinationKind;
  /** Data allowance text such as '1GB' or '500MB' (a DayPass: per day). */
  data: string;
  unit: string;
  /** Validity in days; for a DayPass the plan's day count (the price is for these days). */
  days: number;
  price: string;
  priceCents: number;
  type: 'Fixed Plan' | 'DayPass';
  apiCode: string;
  isDayPass: boolean;
  /** The provider's plan name ('Thailand 1GB 7 Days'). */
  plan: string;
}

/** One package with everything the detail screen shows (GET /api/packages/{id}). */
export interface PackageView extends PackageSummary {
  /** Short coverage text: the country name, or the covered countries' names. */
  coverage: string;
  /** ISO codes of the countries the package works in. */
  supportCountry: string[];
  networkData: NetworkInfo[];
  /** The provider's terms as plain text lines (APN, activation, cancellation). */
  remark: string[];
  /** Whether the eSIM can be topped up later. */
  renewable: boolean;
  /** DayPass day range (1..30), null for a fixed plan. */
  minDays: number | null;
  maxDays: number | null;
}

/** Image reference: the web maps it to an image bundled with the app (flag or region illustration). */
export interface DestinationImage {
  kind: 'flag' | 'region';
  /** Lower-case ISO alpha-2 for a flag; the region code for a region. */
  code: string;
}

export interface NetworkCoverage {
  totalOperators: number;
  totalCountries: number;
  countries: CountryInfo[];
  /** 'Thailand', or 'Thailand, Vietnam, Japan, South Korea +12 more'. */
  countryDisplay: string;
  /** Country name → its networks. */
  networksByCountry: Record<string, NetworkInfo[]>;
}

export interface PackageVariants {
  /** Data label → the fixed plans with that data, cheapest first. */
  fixedPlans: Record<string, PackageSummary[]>;
  /** Data label → the DayPass plans with that data. */
  dayPassPlans: Record<string, PackageSummary[]>;
  allPlans: PackageSummary[];
}

/** GET /api/packages/{id}/complete. */
export interface PackageComplete {
  package: PackageView;
  variants: PackageVariants;
  image: DestinationImage;
  networkCoverage: NetworkCoverage;
}

/** GET /api/packages/{id}/device-compatibility. */
export interface DeviceCompatibility {
  simType: string;
  activationMethod: string;
  /** Model families (proper names). */
  devices: string[];
  /** The first version of each system that installs eSIMs ('iOS 12.1'): later ones do too. */
  supportedOS: string[];
}

/** One destination card (GET /api/destinations): the packages of one destination grouped. */
export interface DestinationSummary {
  destination: string;
  /** Khmer name; '' when unknown (the English one is shown). */
  destinationKm: string;
  slug: string;
  countryCode: string;
  kind: DestinationKind;
  image: DestinationImage;
  planCount: number;
  fixedCount: number;
  dayPassCount: number;
  minPriceCents: number;
  maxPriceCents: number;
  /** The package the card opens (the cheapest fixed plan, else the cheapest plan). */
  defaultPackageId: number;
}

/** Figures for marketing copy, computed from the catalogue so they never disagree. */
export interface CatalogueStats {
  destinations: number;
  countries: number;
  regions: number;
  packages: number;
  /** Countries reachable with some package (a region's countries included). */
  countriesCovered: number;
}

/** The catalogue sync's progress, as the admin's Real-time tab shows it (admin §3). */
export interface CatalogueSyncProgress {
  isRunning: boolean;
  mode: 'full' | 'cycle' | null;
  totalSkus: number;
  processedSkus: number;
  successfulSkus: number;
  failedSkus: number;
  /** Packages received from the provider in the current (or last) run. */
  totalPackagesLoaded: number;
  currentSku: number | null;
  currentSkuDisplay: string | null;
  currentSkuPackages: number;
  /** How long progress details are kept (ms): recent packages and errors older than this drop out. */
  dataStorageWindow: number;
  /** Latest 8, newest first. */
  recentPackages: string[];
  /** Latest 5, newest first. */
  errors: string[];
  startedAt: string | null;
  finishedAt: string | null;
  lastFullSyncAt: string | null;
  /** SKUs in the provider's list and where the next 20-SKU cycle starts. */
  skuCount: number;
  nextSkuIndex: number;
  /** What is on sale now, against the discovery target of 1,404. */
  packagesInCatalogue: number;
  uniqueDestinations: number;
  targetPackages: number;
  catalogueVersion: number;
}

/**
 * The live progress pushed to admins after each SKU (package_loading_progress). Frames may reach
 * a client out of order (SKUs load in parallel, the transport has several connections): `sequence`
 * counts the frames of one run (`runId`) from 1, and a client drops a frame older than one it has.
 */
export type SyncProgressHint = { runId: string; sequence: number } & Pick<
  CatalogueSyncProgress,
  | 'isRunning'
  | 'mode'
  | 'totalSkus'
  | 'processedSkus'
  | 'successfulSkus'
  | 'failedSkus'
  | 'totalPackagesLoaded'
  | 'currentSku'
  | 'currentSkuDisplay'
  | 'currentSkuPackages'
>;
