import type { CatalogueSyncProgress } from '@app/contracts';
import {
  DISCOVERY_RECENT_ERRORS_LIMIT,
  DISCOVERY_RECENT_PACKAGES_LIMIT,
  DISCOVERY_TARGET_PACKAGES,
  PACKAGE_DATA_STORAGE_WINDOW_MS,
} from '@app/domain';
import type { CatalogueSyncState, ProgressLine } from './catalogue-sync-state.entity';

const newest = (lines: readonly ProgressLine[], line: ProgressLine, limit: number): ProgressLine[] =>
  [line, ...lines].slice(0, limit);

/**
 * The counters of one sync run, kept in memory while it runs and written to the progress row
 * after every SKU: recent packages (latest 8) and errors (latest 5) newest first.
 */
export class RunProgress {
  processedSkus = 0;
  successfulSkus = 0;
  failedSkus = 0;
  totalPackagesLoaded = 0;
  newPackages = 0;
  updatedPackages = 0;
  currentSku: number | null = null;
  currentSkuDisplay: string | null = null;
  currentSkuPackages = 0;
  recentPackages: ProgressLine[];
  errors: ProgressLine[];
  private hints = 0;

  constructor(
    readonly mode: 'full' | 'cycle',
    readonly totalSkus: number,
    previous: Pick<CatalogueSyncState, 'recentPackages' | 'errors'>,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.recentPackages = previous.recentPackages;
    this.errors = previous.errors;
  }

  /** The number of the next live frame of this run (1, 2, …), in the order they are sent. */
  nextHint(): number {
    this.hints += 1;
    return this.hints;
  }

  startSku(skuId: number, display: string): void {
    this.currentSku = skuId;
    this.currentSkuDisplay = display;
    this.currentSkuPackages = 0;
  }

  skuDone(loaded: number, found: readonly string[], added: number, updated: number): void {
    this.processedSkus += 1;
    this.successfulSkus += 1;
    this.currentSkuPackages = loaded;
    this.totalPackagesLoaded += loaded;
    this.newPackages += added;
    this.updatedPackages += updated;
    for (const text of found) this.recent(text);
  }

  skuFailed(skuId: number, display: string, message: string): void {
    this.processedSkus += 1;
    this.failedSkus += 1;
    this.error(`SKU ${skuId} (${display}): ${message}`);
  }

  recent(text: string): void {
    this.recentPackages = newest(
      this.recentPackages,
      { text, at: this.clock().toISOString() },
      DISCOVERY_RECENT_PACKAGES_LIMIT,
    );
  }

  error(text: string): void {
    this.errors = newest(
      this.errors,
      { text, at: this.clock().toISOString() },
      DISCOVERY_RECENT_ERRORS_LIMIT,
    );
  }

  get changed(): boolean {
    return this.newPackages + this.updatedPackages > 0;
  }

  /** The columns of the progress row this run owns. */
  columns(): Partial<CatalogueSyncState> {
    return {
      mode: this.mode,
      totalSkus: this.totalSkus,
      processedSkus: this.processedSkus,
      successfulSkus: this.successfulSkus,
      failedSkus: this.failedSkus,
      totalPackagesLoaded: this.totalPackagesLoaded,
      currentSku: this.currentSku,
      currentSkuDisplay: this.currentSkuDisplay,
      currentSkuPackages: this.currentSkuPackages,
      recentPackages: this.recentPackages,
      errors: this.errors,
    };
  }
}

/** The catalogue's own figures that complete the progress view. */
export interface CatalogueFigures {
  packages: number;
  destinations: number;
  version: number;
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/**
 * The admin's progress view of the stored row. A run counts as running only while its lease
 * holds (a worker that died mid-run stops showing as running once its lease expires); lines older
 * than the data storage window (30 minutes) drop out.
 */
export function progressView(
  row: CatalogueSyncState,
  figures: CatalogueFigures,
  now: Date = new Date(),
): CatalogueSyncProgress {
  const fresh = (lines: readonly ProgressLine[]) =>
    lines
      .filter((line) => now.getTime() - Date.parse(line.at) <= PACKAGE_DATA_STORAGE_WINDOW_MS)
      .map((line) => line.text);
  return {
    isRunning: row.isRunning && row.leaseUntil !== null && row.leaseUntil.getTime() > now.getTime(),
    mode: row.mode,
    totalSkus: row.totalSkus,
    processedSkus: row.processedSkus,
    successfulSkus: row.successfulSkus,
    failedSkus: row.failedSkus,
    totalPackagesLoaded: row.totalPackagesLoaded,
    currentSku: row.currentSku,
    currentSkuDisplay: row.currentSkuDisplay,
    currentSkuPackages: row.currentSkuPackages,
    dataStorageWindow: PACKAGE_DATA_STORAGE_WINDOW_MS,
    recentPackages: fresh(row.recentPackages),
    errors: fresh(row.errors),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    lastFullSyncAt: iso(row.lastFullSyncAt),
    skuCount: row.skuCount,
    nextSkuIndex: row.nextSkuIndex,
    packagesInCatalogue: figures.packages,
    uniqueDestinations: figures.destinations,
    targetPackages: DISCOVERY_TARGET_PACKAGES,
    catalogueVersion: figures.version,
  };
}

/**
 * The SKUs of one 20-SKU cycle: `size` SKUs from `cursor` on, wrapping around the list; and where
 * the next cycle starts. With fewer SKUs than `size` every SKU is taken once.
 */
export function roundRobin<T>(
  items: readonly T[],
  cursor: number,
  size: number,
): { batch: T[]; next: number } {
  if (items.length === 0) return { batch: [], next: 0 };
  const start = ((cursor % items.length) + items.length) % items.length;
  const count = Math.min(size, items.length);
  const batch = Array.from({ length: count }, (_, i) => items[(start + i) % items.length] as T);
  return { batch, next: (start + count) % items.length };
}
