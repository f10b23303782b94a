import { Inject, Injectable } from '@nestjs/common';
import { AppLogger, Outbox, RealtimePublisher } from '@app/core';
import { rooms, type SyncProgressHint } from '@app/contracts';
import { DISCOVERY_SKUS_PER_CYCLE, formatUsd } from '@app/domain';
import type { RoamesimClient } from '@app/providers';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CatalogueVersion } from './catalogue-version';
import { MarkupSetting } from './markup-setting';
import { CatalogueWriter } from './catalogue-writer';
import type { CataloguePackage } from './package.entity';
import { toPackageRecords, type SkuInfo } from './package-mapper';
import { ROAMESIM_CLIENT } from './roamesim-client.provider';
import { roundRobin, RunProgress } from './sync-progress';
import { SyncLeaseLostError, SyncProgressStore } from './sync-progress.store';

/** A run holds the sync this long after its last progress write (a dead worker's run expires). */
const LEASE_MS = 120_000;
/** SKUs fetched side by side during a full load (the first start must load within a minute). */
const FULL_LOAD_CONCURRENCY = 4;

export interface SyncRunResult {
  mode: 'full' | 'cycle';
  processedSkus: number;
  failedSkus: number;
  newPackages: number;
  updatedPackages: number;
}

const describe = (pkg: CataloguePackage): string => `${pkg.name} — ${formatUsd(pkg.retailCents)}`;

/** The admins' live hint; the Real-time tab reads the full status from the api. */
const progressHint = (runId: string, progress: RunProgress): SyncProgressHint => ({
  runId,
  sequence: progress.nextHint(),
  isRunning: true,
  mode: progress.mode,
  totalSkus: progress.totalSkus,
  processedSkus: progress.processedSkus,
  successfulSkus: progress.successfulSkus,
  failedSkus: progress.failedSkus,
  totalPackagesLoaded: progress.totalPackagesLoaded,
  currentSku: progress.currentSku,
  currentSkuDisplay: progress.currentSkuDisplay,
  currentSkuPackages: progress.currentSkuPackages,
});

/** The line a run stopped by an admin leaves in the errors list. */
export const STOPPED_BY_ADMIN = 'loading stopped by an admin';

const message = (error: unknown): string => String((error as Error)?.message ?? error).slice(0, 300);

/** Runs items through `fn`, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++] as T);
  });
  await Promise.all(lanes);
}

/**
 * The catalogue sync from RoameSIM (the spec's discovery): getSkus (with continents from
 * getSkuByGroup), then getPackages per SKU, upserted by priceid and apiCode. The first run (and
 * any run asked with `full`) loads every SKU; later runs take 20 SKUs from a cursor kept in the
 * progress row. Progress is written after every SKU, for the admin's Real-time tab.
 */
@Injectable()
export class CatalogueSyncService {
  constructor(
    @Inject(ROAMESIM_CLIENT) private readonly client: RoamesimClient,
    private readonly store: SyncProgressStore,
    private readonly writer: CatalogueWriter,
    private readonly version: CatalogueVersion,
    private readonly outbox: Outbox,
    private readonly dataSource: DataSource,
    private readonly realtime: RealtimePublisher,
    private readonly markup: MarkupSetting,
    private readonly logger: AppLogger,
  ) {}

  /** One run; null when another run holds the sync. */
  async run(options: { full?: boolean } = {}): Promise<SyncRunResult | null> {
    const runId = randomUUID();
    const state = await this.store.acquire(runId, LEASE_MS);
    if (!state) return null;
    let progress = new RunProgress(options.full ? 'full' : 'cycle', 0, state);
    try {
      const skus = await this.loadSkus();
      const full = Boolean(options.full) || state.lastFullSyncAt === null;
      const { batch, next } = full
        ? { batch: skus, next: state.nextSkuIndex }
        : roundRobin(skus, state.nextSkuIndex, DISCOVERY_SKUS_PER_CYCLE);
      progress = new RunProgress(full ? 'full' : 'cycle', batch.length, state);
      await this.store.save(
        runId,
        { ...progress.columns(), skuCount: skus.length, startedAt: new Date(), finishedAt: null },
        LEASE_MS,
      );
      await this.writer.withdrawMissingSkus(skus.map((sku) => sku.skuId));

      let announced = { newPackages: 0, updatedPackages: 0 };
      let writes = Promise.resolve();
      const persist = () => {
        const columns = progress.columns();
        writes = writes.then(() => this.store.save(runId, columns, LEASE_MS));
        return writes;
      };
      let stopped = false;
      await eachLimited(batch, full ? FULL_LOAD_CONCURRENCY : 1, async (sku) => {
        if (stopped || (stopped = await this.store.stopRequested())) return;
        progress.startSku(sku.skuId, sku.name);
        await persist();
        await this.syncSku(sku, progress);
        await persist();
        this.realtime.publish(rooms.admins(), 'package_loading_progress', progressHint(runId, progress));
        if (full && progress.processedSkus % DISCOVERY_SKUS_PER_CYCLE === 0) {
          announced = await this.announce(progress, announced);
        }
      });
      await writes;
      if (stopped) progress.error(STOPPED_BY_ADMIN);
      const complete = full && !stopped;

      const finished = await this.dataSource.transaction(async (manager) => {
        const released = await this.store.release(
          runId,
          {
            ...progress.columns(),
            currentSku: null,
            currentSkuDisplay: null,
            nextSkuIndex: stopped ? state.nextSkuIndex : next,
            ...(complete ? { lastFullSyncAt: new Date() } : {}),
          },
          manager,
        );
        if (!released) throw new SyncLeaseLostError(runId);
        const fresh = {
          newPackages: progress.newPackages - announced.newPackages,
          updatedPackages: progress.updatedPackages - announced.updatedPackages,
        };
        if (fresh.newPackages || fresh.updatedPackages) {
          await this.outbox.add(manager, 'catalogue.changed', {
            version: await this.version.read(manager),
            ...fresh,
          });
        }
        return released;
      });
      if (finished) {
        this.realtime.publish(rooms.catalogue(), 'sync_summary', {
          newPackages: progress.newPackages,
          processedSkus: progress.processedSkus,
          failedSkus: progress.failedSkus,
        });
      }
      this.logger.info(
        {
          mode: progress.mode,
          skus: progress.processedSkus,
          failed: progress.failedSkus,
          new: progress.newPackages,
        },
        'catalogue sync finished',
      );
      return {
        mode: progress.mode,
        processedSkus: progress.processedSkus,
        failedSkus: progress.failedSkus,
        newPackages: progress.newPackages,
        updatedPackages: progress.updatedPackages,
      };
    } catch (error) {
      if (!(error instanceof SyncLeaseLostError)) {
        progress.error(`sync stopped: ${message(error)}`);
        await this.store.release(runId, progress.columns()).catch(() => undefined);
      }
      throw error;
    }
  }

  /** The provider's SKUs sorted by skuid, with the continent of each (getSkuByGroup). */
  private async loadSkus(): Promise<SkuInfo[]> {
    const skus = await this.client.getSkus();
    const continents = new Map<number, string>();
    try {
      const groups = await this.client.getSkuByGroup();
      for (const [continent, list] of Object.entries(groups.groups))
        for (const sku of list) continents.set(sku.skuId, continent);
    } catch (error) {
      this.logger.warn({ err: error }, 'getSkuByGroup failed; classifying destinations by name only');
    }
    return skus
      .map((sku) => ({ ...sku, continent: continents.get(sku.skuId) ?? '' }))
      .sort((a, b) => a.skuId - b.skuId);
  }

  private async syncSku(sku: SkuInfo, progress: RunProgress): Promise<void> {
    try {
      const list = await this.client.getPackages(sku.skuId);
      const { records, rejected, unknownCountries } = toPackageRecords(sku, list);
      for (const reason of rejected) progress.error(`SKU ${sku.skuId} (${sku.name}): ${reason}`);
      if (unknownCountries.length > 0)
        this.logger.warn({ skuId: sku.skuId, unknownCountries }, 'countries not recognised, left out');
      const changes = await this.writer.applySku(sku.skuId, records, await this.markup.read());
      progress.skuDone(
        records.length,
        [...changes.added, ...changes.updated].map(describe),
        changes.added.length,
        changes.updated.length + changes.withdrawn,
      );
    } catch (error) {
      if (error instanceof SyncLeaseLostError) throw error;
      this.logger.warn({ err: error, skuId: sku.skuId }, 'catalogue sync: SKU failed');
      progress.skuFailed(sku.skuId, sku.name, message(error));
    }
  }

  /** During a full load: tells clients about what arrived so far (the shop fills as it loads). */
  private async announce(
    progress: RunProgress,
    announced: { newPackages: number; updatedPackages: number },
  ): Promise<{ newPackages: number; updatedPackages: number }> {
    const fresh = {
      newPackages: progress.newPackages - announced.newPackages,
      updatedPackages: progress.updatedPackages - announced.updatedPackages,
    };
    if (!fresh.newPackages && !fresh.updatedPackages) return announced;
    await this.dataSource.transaction(async (manager) =>
      this.outbox.add(manager, 'catalogue.changed', { version: await this.version.read(manager), ...fresh }),
    );
    return { newPackages: progress.newPackages, updatedPackages: progress.updatedPackages };
  }
}
