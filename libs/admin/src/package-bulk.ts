import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AdminAudit, AuditActor } from '@app/audit';
import { CatalogueService, CatalogueWriter, MarkupSetting } from '@app/catalogue';
import type { BulkPreview } from '@app/contracts';
import {
  adjustRetailPrice,
  DAYPASS_MAX_DAYS,
  DAYPASS_MIN_DAYS,
  formatUsd,
  isDayPassApiCode,
  retailFromWholesale,
} from '@app/domain';
import { DataSource, EntityManager } from 'typeorm';
import { LISTED_PACKAGES_SQL } from './package-filters';
import { checkBulkPrices } from './package-input';

/** How many before/after samples a preview shows. */
export const PREVIEW_SAMPLES = 5;

/** One advisory lock for catalogue-wide reprices and their undo: the "latest" reprice stays the latest. */
const BULK_LOCK = "SELECT pg_advisory_xact_lock(hashtext('admin.package-bulk'))";

interface PriceRow {
  id: number;
  destination: string;
  data: string;
  retail_cents: number;
  wholesale_cents: number;
  api_code: string;
  is_day_pass: boolean;
}

interface PlannedChange {
  row: PriceRow;
  before: string;
  after: string;
}

/** [package id, price before, price after] of a reprice: kept in the audit entry for its undo. */
type PriceChange = [number, number, number];

const ROWS_SQL = `SELECT p.id, p.destination, p.data, p.retail_cents, p.wholesale_cents, p.api_code, p.is_day_pass
  FROM package p`;

const invalidPercentage = () =>
  new BadRequestException({
    message: 'percentage must be a number greater than -100',
    code: 'VALIDATION_ERROR',
  });

const typeName = (dayPass: boolean) => (dayPass ? 'DayPass' : 'Fixed');

const preview = (changes: PlannedChange[]): BulkPreview => ({
  count: changes.length,
  samples: changes.slice(0, PREVIEW_SAMPLES).map(({ row, before, after }) => ({
    id: row.id,
    destination: row.destination,
    data: row.data,
    before,
    after,
  })),
});

/**
 * The catalogue-wide actions of the Packages and Settings tabs: bulk %, the markup reprice and the
 * type fix, each with a preview computed by the same plan as the action, and each written in one
 * transaction with its audit entry (a reprice keeps every old and new price, so the latest one can
 * be reverted from the Audit tab).
 */
@Injectable()
export class AdminPackageBulk {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: CatalogueWriter,
    private readonly catalogue: CatalogueService,
    private readonly markup: MarkupSetting,
    private readonly audit: AdminAudit,
  ) {}

  /** Every listed price × (1 + p/100) by adjustRetailPrice (rounded up to a whole dollar). */
  private planPercentage(rows: PriceRow[], percentage: number): PlannedChange[] {
    return rows
      .map((row) => ({ row, price: adjustRetailPrice(row.retail_cents, percentage) }))
      .filter(({ row, price }) => price !== row.retail_cents)
      .map(({ row, price }) => ({ row, before: formatUsd(row.retail_cents), after: formatUsd(price) }));
  }

  private planMarkup(rows: PriceRow[], markup: number): PlannedChange[] {
    return rows
      .map((row) => ({ row, price: retailFromWholesale(row.wholesale_cents, markup) }))
      .filter(({ row, price }) => price !== row.retail_cents)
      .map(({ row, price }) => ({ row, before: formatUsd(row.retail_cents), after: formatUsd(price) }));
  }

  private planTypes(rows: PriceRow[]): PlannedChange[] {
    return rows
      .filter((row) => isDayPassApiCode(row.api_code) !== row.is_day_pass)
      .map((row) => ({ row, before: typeName(row.is_day_pass), after: typeName(!row.is_day_pass) }));
  }

  async previewPercentage(percentage: number): Promise<BulkPreview> {
    if (!Number.isFinite(percentage) || percentage <= -100) throw invalidPercentage();
    return preview(this.planPercentage(await this.listedRows(this.dataSource.manager), percentage));
  }

  /** The markup reprice covers every package (CatalogueWriter.repriceAll), not only the listed ones. */
  async previewMarkup(): Promise<BulkPreview & { markup: number }> {
    const markup = await this.markup.read();
    const rows: PriceRow[] = await this.dataSource.query(`${ROWS_SQL} ORDER BY p.id`);
    return { ...preview(this.planMarkup(rows, markup)), markup };
  }

  async previewTypes(): Promise<BulkPreview> {
    return preview(this.planTypes(await this.listedRows(this.dataSource.manager)));
  }

  /** Bulk %: returns how many prices changed (nothing changed: nothing written, no entry). */
  adjustPrices(percentage: number, actor: AuditActor): Promise<number> {
    if (!Number.isFinite(percentage) || percentage <= -100) throw invalidPercentage();
    return this.dataSource.transaction(async (manager) => {
      await manager.query(BULK_LOCK);
      const rows = await this.listedRows(manager, true);
      const priced = rows.map((row): PriceChange => [
        row.id,
        row.retail_cents,
        adjustRetailPrice(row.retail_cents, percentage),
      ]);
      checkBulkPrices(priced.map(([id, , price]) => ({ id, price })));
      const changed = priced.filter(([, was, price]) => was !== price);
      if (!changed.length) return 0;
      await this.setPrices(
        manager,
        changed.map(([id, , price]) => [id, price]),
      );
      await this.writer.announceChange(manager, changed.length);
      await this.audit.record(manager, {
        actor,
        action: 'package.bulk_price',
        targetType: 'catalogue',
        after: { percentage, packages: changed.length },
        detail: { prices: changed },
      });
      return changed.length;
    });
  }

  /** "Update to 5x Markup": every price at wholesale × the markup setting, audited with its prices. */
  async applyMarkup(actor: AuditActor): Promise<number> {
    const markup = await this.markup.read();
    return this.catalogue.applyMarkup(markup, async (manager, changed) => {
      await manager.query(BULK_LOCK);
      await this.audit.record(manager, {
        actor,
        action: 'package.reprice_markup',
        targetType: 'catalogue',
        after: { markup, packages: changed.length },
        detail: { prices: changed.map((row): PriceChange => [row.id, row.was, row.retail]) },
      });
    });
  }

  /** "Fix Package Types": a DayPass exactly when the API code carries '?'; audited with the ids fixed. */
  fixTypes(actor: AuditActor): Promise<{ checked: number; fixed: number }> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await this.listedRows(manager, true);
      const wrong = rows.filter((row) => isDayPassApiCode(row.api_code) !== row.is_day_pass);
      if (wrong.length) {
        await manager.query(
          `UPDATE package SET is_day_pass = NOT is_day_pass,
             min_days = CASE WHEN is_day_pass THEN NULL ELSE $2::int END,
             max_days = CASE WHEN is_day_pass THEN NULL ELSE $3::int END,
             updated_at = now()
           WHERE id = ANY($1)`,
          [wrong.map((row) => row.id), DAYPASS_MIN_DAYS, DAYPASS_MAX_DAYS],
        );
        await this.writer.announceChange(manager, wrong.length);
        await this.audit.record(manager, {
          actor,
          action: 'package.fix_types',
          targetType: 'catalogue',
          before: { dayPass: wrong.filter((row) => row.is_day_pass).map((row) => row.id) },
          after: { dayPass: wrong.filter((row) => !row.is_day_pass).map((row) => row.id) },
        });
      }
      return { checked: rows.length, fixed: wrong.length };
    });
  }

  /**
   * Undoes the latest reprice (bulk % or markup) recorded by audit entry `auditId`: each package
   * whose price is still the one that reprice set gets its old price back; a package changed since
   * keeps its price (counted as skipped). Writes its own entry; an entry is reverted at most once.
   */
  revert(auditId: string, actor: AuditActor): Promise<{ restored: number; skipped: number }> {
    if (!/^\d{1,18}$/.test(auditId))
      throw new BadRequestException({ message: 'id must be a whole number', code: 'VALIDATION_ERROR' });
    return this.dataSource.transaction(async (manager) => {
      await manager.query(BULK_LOCK);
      const [entry]: {
        id: string;
        action: string;
        detail: { prices?: PriceChange[] } | null;
        latest: string;
        reverted: boolean;
      }[] = await manager.query(
        `SELECT a.id::text AS id, a.action, a.detail,
             (SELECT max(l.id)::text FROM admin_audit l
               WHERE l.action IN ('package.bulk_price', 'package.reprice_markup')) AS latest,
             EXISTS (SELECT 1 FROM admin_audit r WHERE r.action = 'package.bulk_price_revert'
               AND r.target_id = a.id::text) AS reverted
           FROM admin_audit a WHERE a.id = $1`,
        [auditId],
      );
      if (!entry || !['package.bulk_price', 'package.reprice_markup'].includes(entry.action))
        throw new NotFoundException({ message: `No bulk price change ${auditId}`, code: 'NOT_FOUND' });
      if (entry.reverted || entry.latest !== entry.id)
        throw new ConflictException({
          message: 'Only the latest bulk price change can be reverted, once',
          code: 'NOT_REVERTIBLE',
        });
      const prices = entry.detail?.prices ?? [];
      const current: { id: number; retail_cents: number }[] = await manager.query(
        'SELECT id, retail_cents FROM package WHERE id = ANY($1) ORDER BY id FOR UPDATE',
        [prices.map(([id]) => id)],
      );
      const now = new Map(current.map((row) => [row.id, row.retail_cents]));
      const restore = prices.filter(([id, , after]) => now.get(id) === after);
      if (restore.length) {
        await this.setPrices(
          manager,
          restore.map(([id, before]) => [id, before]),
        );
        await this.writer.announceChange(manager, restore.length);
      }
      const result = { restored: restore.length, skipped: prices.length - restore.length };
      await this.audit.record(manager, {
        actor,
        action: 'package.bulk_price_revert',
        targetType: 'audit',
        targetId: entry.id,
        after: result,
        detail: { prices: restore.map(([id, before, after]): PriceChange => [id, after, before]) },
      });
      return result;
    });
  }

  private listedRows(manager: EntityManager, lock = false): Promise<PriceRow[]> {
    return manager.query(
      `${ROWS_SQL} WHERE ${LISTED_PACKAGES_SQL} ORDER BY p.id${lock ? ' FOR UPDATE' : ''}`,
    );
  }

  private async setPrices(manager: EntityManager, prices: [number, number][]): Promise<void> {
    await manager.query(
      `UPDATE package AS p SET retail_cents = v.price, updated_at = now()
       FROM unnest($1::int[], $2::int[]) AS v(id, price) WHERE p.id = v.id`,
      [prices.map(([id]) => id), prices.map(([, price]) => price)],
    );
  }
}
