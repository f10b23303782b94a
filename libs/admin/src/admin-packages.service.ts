import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { AdminAudit, AuditActor, fieldDiff } from '@app/audit';
import { CatalogueWriter, onSaleSql, ROAMESIM_CLIENT } from '@app/catalogue';
import type {
  AdminPage,
  AdminPackageDeleteResult,
  AdminPackageInput,
  AdminPackagePage,
  AdminPackageRow,
  AdminPackageStats,
} from '@app/contracts';
import { DAYPASS_MAX_DAYS, DAYPASS_MIN_DAYS } from '@app/domain';
import type { RoamesimClient } from '@app/providers';
import { DataSource, EntityManager } from 'typeorm';
import { checkProvisionable } from './package-provisionable';
import { AdminPackageQuery, LISTED_PACKAGES_SQL, packageFilters } from './package-filters';
import {
  checkEditableOnSynced,
  checkSalePrice,
  checkTypeAgainstApiCode,
  parsePackageData,
} from './package-input';
import {
  PACKAGE_ROW_ORDER,
  PACKAGE_ROW_SELECT,
  PackageRowRecord,
  packagesCsv,
  toAdminPackageRow,
} from './package-rows';

const packageNotFound = (id: number) =>
  new NotFoundException({ message: `Package ${id} not found`, code: 'PACKAGE_NOT_FOUND' });

/** Input field → package column (the entity's names are the provider's). */
const COLUMN_OF: Record<keyof AdminPackageInput, string> = {
  destination: 'destination',
  continent: 'continent',
  data: 'data',
  days: 'days',
  countryCode: 'country_code',
  priceCents: 'retail_cents',
  costCents: 'wholesale_cents',
  apiCode: 'api_code',
  type: 'is_day_pass',
  plan: 'name',
};

const currentValue = (row: AdminPackageRow, key: keyof AdminPackageInput): unknown => row[key];

/**
 * The admin Packages tab: a paged list filtered in SQL, hand edits, availability, removal, bulk
 * repricing and the type fix. Every change bumps the catalogue version and writes
 * `catalogue.changed` (package_update to open storefronts) in its own transaction, through
 * CatalogueWriter.announceChange.
 */
@Injectable()
export class AdminPackages {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: CatalogueWriter,
    private readonly audit: AdminAudit,
    @Inject(ROAMESIM_CLIENT) private readonly roamesim: RoamesimClient,
  ) {}

  async list(query: AdminPackageQuery): Promise<AdminPackagePage> {
    const { where, params } = packageFilters(query);
    const limit = `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
    const [rows, count, stats] = await Promise.all([
      this.dataSource.query(`${PACKAGE_ROW_SELECT} ${where} ${PACKAGE_ROW_ORDER} ${limit}`, [
        ...params,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      ]) as Promise<PackageRowRecord[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM package p ${where}`, params) as Promise<
        { total: number }[]
      >,
      this.stats(),
    ]);
    return {
      items: rows.map(toAdminPackageRow),
      total: count[0].total,
      page: query.page,
      pageSize: query.pageSize,
      stats,
    };
  }

  /** Total and available (on sale) packages, and the continents (regional 'Common' not counted). */
  async stats(): Promise<AdminPackageStats> {
    const [row]: { total: number; available: number; continents: string[] | null }[] =
      await this.dataSource.query(
        `SELECT count(*)::int AS total,
           (count(*) FILTER (WHERE ${onSaleSql('p')}))::int AS available,
           array_agg(DISTINCT p.continent ORDER BY p.continent) FILTER (WHERE p.continent <> '') AS continents
         FROM package p WHERE ${LISTED_PACKAGES_SQL}`,
      );
    const names = row.continents ?? [];
    return {
      total: row.total,
      available: row.available,
      continents: names.filter((name) => name.toLowerCase() !== 'common').length,
      continentNames: names,
    };
  }

  /** The CSV of every listed package matching the filters (the page and its size ignored). */
  async exportCsv(query: Pick<AdminPackageQuery, 'search' | 'continent' | 'type'>): Promise<string> {
    const { where, params } = packageFilters(query);
    const rows: PackageRowRecord[] = await this.dataSource.query(
      `${PACKAGE_ROW_SELECT} ${where} ${PACKAGE_ROW_ORDER}`,
      params,
    );
    return packagesCsv(rows);
  }

  /**
   * A package entered by hand (origin 'admin', a negative priceid of its own, SKU 0), only under
   * an API code RoameSIM can provision (checkProvisionable).
   */
  async create(input: AdminPackageInput, actor: AuditActor): Promise<AdminPackageRow> {
    checkSalePrice(input.priceCents);
    const data = parsePackageData(input.data);
    checkTypeAgainstApiCode(input.type, input.apiCode, input.days);
    await checkProvisionable(this.roamesim, input.apiCode);
    const dayPass = input.type === 'DayPass';
    return this.dataSource.transaction(async (manager) => {
      await this.assertApiCodeFree(manager, input.apiCode, null);
      const [{ id }]: { id: number }[] = await manager.query(
        `INSERT INTO package (price_id, api_code, sku_id, destination, country_code, continent, name, data,
           unit, data_mb, days, is_day_pass, min_days, max_days, wholesale_cents, retail_cents, renewable,
           origin)
         VALUES (-nextval('package_admin_price_id_seq'), $1, 0, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
           $13, $14, false, 'admin')
         RETURNING id`,
        [
          input.apiCode,
          input.destination,
          input.countryCode,
          input.continent,
          input.plan || `${input.destination} ${data.data} ${input.days} Days`,
          data.data,
          data.unit,
          data.dataMb,
          input.days,
          dayPass,
          dayPass ? DAYPASS_MIN_DAYS : null,
          dayPass ? DAYPASS_MAX_DAYS : null,
          input.costCents,
          input.priceCents,
        ],
      );
      await this.writer.announceChange(manager, 1);
      const row = await this.row(manager, id);
      await this.audit.record(manager, {
        actor,
        action: 'package.create',
        targetType: 'package',
        targetId: id,
        after: { ...input },
      });
      return row;
    });
  }

  /**
   * Applies the fields that differ from the stored ones. A synced package takes only its price
   * (the sync keeps an admin's price until RoameSIM changes the wholesale price). Nothing
   * different: nothing written, no event.
   */
  async update(id: number, patch: Partial<AdminPackageInput>, actor: AuditActor): Promise<AdminPackageRow> {
    checkSalePrice(patch.priceCents);
    // A new code is asked about before the row is locked (edits send only the changed fields).
    if (patch.apiCode !== undefined) await checkProvisionable(this.roamesim, patch.apiCode);
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockedRow(manager, id);
      const changed = (Object.keys(COLUMN_OF) as (keyof AdminPackageInput)[]).filter(
        (key) => patch[key] !== undefined && patch[key] !== currentValue(row, key),
      );
      if (!changed.length) return row;
      const next = Object.fromEntries(changed.map((key) => [key, patch[key]])) as Partial<AdminPackageInput>;
      if (row.origin === 'roamesim') checkEditableOnSynced(next);
      if (next.type !== undefined || next.apiCode !== undefined || next.days !== undefined) {
        const merged = { ...row, ...next };
        checkTypeAgainstApiCode(merged.type, merged.apiCode, merged.days);
      }
      if (next.apiCode !== undefined) await this.assertApiCodeFree(manager, next.apiCode, id);

      const sets: string[] = [];
      const params: unknown[] = [id];
      const set = (column: string, value: unknown) => {
        params.push(value);
        sets.push(`${column} = $${params.length}`);
      };
      for (const key of changed) {
        if (key === 'data') {
          const data = parsePackageData(next.data!);
          set('data', data.data);
          set('unit', data.unit);
          set('data_mb', data.dataMb);
        } else if (key === 'type') {
          const dayPass = next.type === 'DayPass';
          set('is_day_pass', dayPass);
          set('min_days', dayPass ? DAYPASS_MIN_DAYS : null);
          set('max_days', dayPass ? DAYPASS_MAX_DAYS : null);
        } else {
          set(COLUMN_OF[key], next[key]);
        }
      }
      await manager.query(`UPDATE package SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
      await this.writer.announceChange(manager, 1);
      await this.audit.record(manager, {
        actor,
        action: 'package.update',
        targetType: 'package',
        targetId: id,
        ...fieldDiff(row as unknown as Record<string, unknown>, next),
      });
      return this.row(manager, id);
    });
  }

  /** The Available switch (refreshes every open storefront through package_update). */
  setAvailability(id: number, isAvailable: boolean, actor: AuditActor): Promise<AdminPackageRow> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockedRow(manager, id);
      if (row.isAvailable === isAvailable) return row;
      await manager.query('UPDATE package SET is_available = $2, updated_at = now() WHERE id = $1', [
        id,
        isAvailable,
      ]);
      await this.writer.announceChange(manager, 1);
      await this.audit.record(manager, {
        actor,
        action: 'package.availability',
        targetType: 'package',
        targetId: id,
        before: { isAvailable: row.isAvailable },
        after: { isAvailable },
      });
      return this.row(manager, id);
    });
  }

  /**
   * Delete: a hand-made package nobody ordered is deleted (its cart lines go with it). A package
   * that was sold is withdrawn instead (order lines keep their snapshot and point at it), and so is
   * a synced one (deleted, the next sync would bring it back): `removed_at` keeps it off sale and
   * out of the panel for good.
   */
  remove(id: number, actor: AuditActor): Promise<AdminPackageDeleteResult> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockedRow(manager, id);
      const [{ sold }]: { sold: boolean }[] = await manager.query(
        'SELECT EXISTS (SELECT 1 FROM order_item WHERE package_id = $1) AS sold',
        [id],
      );
      const result: AdminPackageDeleteResult =
        sold || row.origin === 'roamesim'
          ? { deleted: false, withdrawn: true }
          : { deleted: true, withdrawn: false };
      if (result.deleted) await manager.query('DELETE FROM package WHERE id = $1', [id]);
      else
        await manager.query(
          `UPDATE package SET removed_at = now(), withdrawn_at = coalesce(withdrawn_at, now()),
             is_available = false, updated_at = now() WHERE id = $1`,
          [id],
        );
      await this.writer.announceChange(manager, 1);
      await this.audit.record(manager, {
        actor,
        action: result.deleted ? 'package.delete' : 'package.withdraw',
        targetType: 'package',
        targetId: id,
        before: { ...row },
      });
      return result;
    });
  }

  /** Packages an admin withdrew (removed from the panel), newest first: the list they are restored from. */
  async withdrawn(query: { page: number; pageSize: number }): Promise<AdminPage<AdminPackageRow>> {
    const [rows, count] = await Promise.all([
      this.dataSource.query(
        `${PACKAGE_ROW_SELECT} WHERE p.removed_at IS NOT NULL ORDER BY p.removed_at DESC, p.id DESC
         LIMIT $1 OFFSET $2`,
        [query.pageSize, (query.page - 1) * query.pageSize],
      ) as Promise<PackageRowRecord[]>,
      this.dataSource.query(
        'SELECT count(*)::int AS total FROM package p WHERE p.removed_at IS NOT NULL',
      ) as Promise<{ total: number }[]>,
    ]);
    return {
      items: rows.map(toAdminPackageRow),
      total: count[0].total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /**
   * Brings a withdrawn package back to the panel, switched off (the admin puts it on sale with the
   * Available switch). A synced package RoameSIM no longer lists is withdrawn again by the next sync.
   */
  restore(id: number, actor: AuditActor): Promise<AdminPackageRow> {
    return this.dataSource.transaction(async (manager) => {
      const rows: { id: number }[] = await manager.query(
        'SELECT id FROM package WHERE id = $1 AND removed_at IS NOT NULL FOR UPDATE',
        [id],
      );
      if (!rows.length)
        throw new NotFoundException({ message: `No withdrawn package ${id}`, code: 'PACKAGE_NOT_FOUND' });
      await manager.query(
        `UPDATE package SET removed_at = NULL, withdrawn_at = NULL, is_available = false, updated_at = now()
         WHERE id = $1`,
        [id],
      );
      await this.writer.announceChange(manager, 1);
      await this.audit.record(manager, {
        actor,
        action: 'package.restore',
        targetType: 'package',
        targetId: id,
        before: { withdrawn: true },
        after: { withdrawn: false, isAvailable: false },
      });
      return this.row(manager, id);
    });
  }

  private async assertApiCodeFree(
    manager: EntityManager,
    apiCode: string,
    ownId: number | null,
  ): Promise<void> {
    const rows: { id: number }[] = await manager.query('SELECT id FROM package WHERE api_code = $1', [
      apiCode,
    ]);
    const other = rows.find((row) => row.id !== ownId);
    if (other)
      throw new BadRequestException({
        message: `apiCode is already used by package ${other.id}`,
        code: 'VALIDATION_ERROR',
      });
  }

  private async lockedRow(manager: EntityManager, id: number): Promise<AdminPackageRow> {
    const rows: PackageRowRecord[] = await manager.query(
      `${PACKAGE_ROW_SELECT} WHERE p.id = $1 AND ${LISTED_PACKAGES_SQL} FOR UPDATE OF p`,
      [id],
    );
    if (!rows.length) throw packageNotFound(id);
    return toAdminPackageRow(rows[0]);
  }

  private async row(manager: EntityManager, id: number): Promise<AdminPackageRow> {
    const rows: PackageRowRecord[] = await manager.query(`${PACKAGE_ROW_SELECT} WHERE p.id = $1`, [id]);
    return toAdminPackageRow(rows[0]);
  }
}
