import { BadRequestException, Injectable } from '@nestjs/common';
import { AdminAudit, AuditActor } from '@app/audit';
import { AppConfig } from '@app/core';
import { PRICING_MARKUP_MAX, PRICING_MARKUP_MIN } from '@app/domain';
import { DataSource, EntityManager } from 'typeorm';

/** The `app_setting` key of the retail markup. */
export const MARKUP_SETTING_KEY = 'price_markup';

/** Whether a markup is a factor the shop accepts: PRICING_MARKUP_MIN to _MAX, at most 2 decimals. */
export const isValidMarkup = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= PRICING_MARKUP_MIN &&
  value <= PRICING_MARKUP_MAX &&
  Math.abs(Math.round(value * 100) - value * 100) < 1e-9;

/**
 * The retail markup (wholesale × markup): the admin's Settings value in `app_setting`, or
 * PRICE_MARKUP (5 by default) until an admin sets one. Read by the sync for every SKU and by
 * "Update to 5x Markup".
 */
@Injectable()
export class MarkupSetting {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly audit: AdminAudit,
  ) {}

  async read(manager: EntityManager = this.dataSource.manager): Promise<number> {
    return (await this.current(manager)).markup;
  }

  /** The markup and where it comes from: an admin's setting, or PRICE_MARKUP. */
  async current(
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ markup: number; source: 'setting' | 'environment' }> {
    const rows: { value: unknown }[] = await manager.query('SELECT value FROM app_setting WHERE key = $1', [
      MARKUP_SETTING_KEY,
    ]);
    const stored = rows[0]?.value;
    return isValidMarkup(stored)
      ? { markup: stored, source: 'setting' }
      : { markup: this.config.pricing.markup, source: 'environment' };
  }

  /** Stores a new markup (400 naming the field unless valid), audited; does not reprice anything. */
  async write(markup: unknown, actor: AuditActor): Promise<number> {
    if (!isValidMarkup(markup)) {
      throw new BadRequestException({
        message: `markup must be a number from ${PRICING_MARKUP_MIN} to ${PRICING_MARKUP_MAX} with at most 2 decimals`,
        code: 'VALIDATION_ERROR',
      });
    }
    await this.dataSource.transaction(async (manager) => {
      const before = await this.current(manager);
      if (before.source === 'setting' && before.markup === markup) return;
      await manager.query(
        `INSERT INTO app_setting (key, value, updated_at, updated_by) VALUES ($1, $2::jsonb, now(), $3)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now(), updated_by = EXCLUDED.updated_by`,
        [MARKUP_SETTING_KEY, JSON.stringify(markup), actor.id],
      );
      await this.audit.record(manager, {
        actor,
        action: 'settings.markup',
        targetType: 'setting',
        targetId: MARKUP_SETTING_KEY,
        before: { markup: before.markup, source: before.source },
        after: { markup, source: 'setting' },
      });
    });
    return markup;
  }
}
