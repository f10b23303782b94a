import { Injectable } from '@nestjs/common';
import { Outbox } from '@app/core';
import { retailFromWholesale } from '@app/domain';
import { DataSource, EntityManager } from 'typeorm';
import { CatalogueVersion } from './catalogue-version';
import { CataloguePackage } from './package.entity';
import type { PackageRecord } from './package-mapper';

/** What one SKU's answer changed. */
export interface SkuChanges {
  added: CataloguePackage[];
  updated: CataloguePackage[];
  withdrawn: number;
}

/** The fields the provider owns: a difference in any of them is an update. */
const PROVIDER_FIELDS = [
  'priceId',
  'apiCode',
  'skuId',
  'destination',
  'countryCode',
  'continent',
  'name',
  'data',
  'unit',
  'dataMb',
  'days',
  'isDayPass',
  'minDays',
  'maxDays',
  'wholesaleCents',
  'renewable',
  'countries',
  'networks',
  'remark',
] as const satisfies readonly (keyof PackageRecord)[];

/** JSON with object keys sorted: jsonb hands objects back with its own key order. */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );

/** A package an admin removed stays withdrawn: only the provider's fields are compared then. */
const differs = (row: CataloguePackage, record: PackageRecord): boolean =>
  (row.withdrawnAt !== null && row.removedAt === null) ||
  PROVIDER_FIELDS.some((key) => canonicalJson(row[key]) !== canonicalJson(record[key]));

/**
 * Writes the catalogue: upserts by priceid and apiCode, withdraws what the provider stopped
 * listing, and bumps the catalogue version (plus an outbox event for new packages) in the same
 * transaction as the change.
 */
@Injectable()
export class CatalogueWriter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly version: CatalogueVersion,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Applies one SKU's package list. Retail = wholesale × markup (rounded up to a whole dollar) for a
   * new package or a changed wholesale price; otherwise the stored retail price is kept, so an
   * admin's price change survives the next sync.
   */
  applySku(skuId: number, records: readonly PackageRecord[], markup: number): Promise<SkuChanges> {
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(CataloguePackage);
      const priceIds = records.map((record) => record.priceId);
      const apiCodes = records.map((record) => record.apiCode);
      const rows = await repo
        .createQueryBuilder('p')
        .where('p.sku_id = :skuId OR p.price_id = ANY(:priceIds) OR p.api_code = ANY(:apiCodes)', {
          skuId,
          priceIds,
          apiCodes,
        })
        .setLock('pessimistic_write')
        .getMany();
      const byPriceId = new Map(rows.map((row) => [row.priceId, row]));
      const byApiCode = new Map(rows.map((row) => [row.apiCode, row]));
      const changes: SkuChanges = { added: [], updated: [], withdrawn: 0 };
      const now = new Date();

      for (const record of records) {
        const row = byPriceId.get(record.priceId);
        const other = byApiCode.get(record.apiCode);
        if (other && other !== row) await this.retireApiCode(manager, other, now);
        if (!row) {
          const created = await repo.save(
            repo.create({
              ...record,
              retailCents: retailFromWholesale(record.wholesaleCents, markup),
              withdrawnAt: null,
              firstSeenAt: now,
              lastSeenAt: now,
              updatedAt: now,
            }),
          );
          changes.added.push(created);
        } else if (differs(row, record) || (other && other !== row)) {
          const retailCents =
            row.wholesaleCents === record.wholesaleCents
              ? row.retailCents
              : retailFromWholesale(record.wholesaleCents, markup);
          Object.assign(row, record, {
            retailCents,
            withdrawnAt: row.removedAt ? row.withdrawnAt : null,
            lastSeenAt: now,
            updatedAt: now,
          });
          changes.updated.push(await repo.save(row));
        }
      }
      if (records.length) {
        await manager.query(
          'UPDATE package SET last_seen_at = now() WHERE sku_id = $1 AND price_id = ANY($2)',
          [skuId, priceIds],
        );
      }
      const gone: { id: number }[] = await manager.query(
        `WITH gone AS (
           UPDATE package SET withdrawn_at = now(), updated_at = now()
           WHERE sku_id = $1 AND origin = 'roamesim' AND withdrawn_at IS NULL AND NOT (price_id = ANY($2))
           RETURNING id
         ) SELECT id FROM gone`,
        [skuId, priceIds],
      );
      changes.withdrawn = gone.length;

      if (changes.added.length || changes.updated.length || changes.withdrawn)
        await this.version.bump(manager);
      if (changes.added.length) {
        await this.outbox.add(manager, 'catalogue.packages_found', {
          packageIds: changes.added.map((pkg) => pkg.id),
        });
      }
      return changes;
    });
  }

  /**
   * Sets every retail price to wholesale × `markup`, rounded up to a whole dollar (the admin's
   * "Update to 5x Markup"), in one transaction with the version bump and the package_update
   * event; returns how many changed.
   */
  repriceAll(
    markup: number,
    onChanged?: (
      manager: EntityManager,
      changed: { id: number; retail: number; was: number }[],
    ) => Promise<void>,
  ): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: { id: number; wholesale_cents: number; retail_cents: number }[] = await manager.query(
        'SELECT id, wholesale_cents, retail_cents FROM package ORDER BY id FOR UPDATE',
      );
      const changed = rows
        .map((row) => ({
          id: row.id,
          retail: retailFromWholesale(row.wholesale_cents, markup),
          was: row.retail_cents,
        }))
        .filter((row) => row.retail !== row.was);
      if (!changed.length) return 0;
      await manager.query(
        `UPDATE package AS p SET retail_cents = v.retail, updated_at = now()
         FROM unnest($1::int[], $2::int[]) AS v(id, retail) WHERE p.id = v.id`,
        [changed.map((row) => row.id), changed.map((row) => row.retail)],
      );
      await this.announceChange(manager, changed.length);
      await onChanged?.(manager, changed);
      return changed.length;
    });
  }

  /** Withdraws the packages of SKUs the provider no longer lists (announced); returns how many. */
  withdrawMissingSkus(skuIds: readonly number[]): Promise<number> {
    if (skuIds.length === 0) return Promise.resolve(0);
    return this.dataSource.transaction(async (manager) => {
      const gone: { id: number }[] = await manager.query(
        `WITH gone AS (
           UPDATE package SET withdrawn_at = now(), updated_at = now()
           WHERE withdrawn_at IS NULL AND origin = 'roamesim' AND NOT (sku_id = ANY($1)) RETURNING id
         ) SELECT id FROM gone`,
        [skuIds],
      );
      if (gone.length) await this.announceChange(manager, gone.length);
      return gone.length;
    });
  }

  /**
   * A change outside a sync run (reprice, the admin's edits): a new version, and package_update for
   * the open storefronts. Call it inside the transaction of the change.
   */
  async announceChange(manager: EntityManager, updatedPackages: number): Promise<void> {
    await this.outbox.add(manager, 'catalogue.changed', {
      version: await this.version.bump(manager),
      newPackages: 0,
      updatedPackages,
    });
  }

  /** The provider moved an apiCode to another priceid: the old row keeps a retired code, off sale. */
  private async retireApiCode(manager: EntityManager, row: CataloguePackage, now: Date): Promise<void> {
    row.apiCode = `${row.apiCode}~retired-${row.id}`.slice(0, 120);
    row.withdrawnAt = row.withdrawnAt ?? now;
    row.updatedAt = now;
    await manager.getRepository(CataloguePackage).save(row);
  }
}
