import { BadRequestException, Injectable } from '@nestjs/common';
import { AdminAudit, fieldDiff, type AuditActor } from '@app/audit';
import { DataSource } from 'typeorm';

/** `app_setting` keys of the delivery guarantee (beside the markup). */
export const ATTENTION_SLA_KEY = 'attention_sla_minutes';
export const AUTO_REFUND_KEY = 'auto_refund_minutes';

/** A paid order not delivered this long after payment enters Needs attention (minutes). */
export const DEFAULT_ATTENTION_SLA_MINUTES = 10;
export const ATTENTION_SLA_RANGE = { min: 1, max: 24 * 60 } as const;
/** The automatic refund's limit, when an admin turns it on (minutes after payment; at most 7 days). */
export const AUTO_REFUND_RANGE = { min: 30, max: 7 * 24 * 60 } as const;

export interface DeliverySettingsValue {
  slaMinutes: number;
  /** null: off (the default); else refund an order still undelivered and unhandled this long after payment. */
  autoRefundMinutes: number | null;
}

const isWholeIn = (value: unknown, range: { min: number; max: number }): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;

/** The delivery SLA and the optional automatic refund, stored in `app_setting` like the markup. */
@Injectable()
export class DeliverySettings {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AdminAudit,
  ) {}

  async read(): Promise<DeliverySettingsValue> {
    const rows: { key: string; value: unknown }[] = await this.dataSource.query(
      'SELECT key, value FROM app_setting WHERE key = ANY($1)',
      [[ATTENTION_SLA_KEY, AUTO_REFUND_KEY]],
    );
    const stored = new Map(rows.map((row) => [row.key, row.value]));
    const sla = stored.get(ATTENTION_SLA_KEY);
    const auto = stored.get(AUTO_REFUND_KEY);
    const slaMinutes = isWholeIn(sla, ATTENTION_SLA_RANGE) ? sla : DEFAULT_ATTENTION_SLA_MINUTES;
    return {
      slaMinutes,
      autoRefundMinutes: isWholeIn(auto, AUTO_REFUND_RANGE) && auto > slaMinutes ? auto : null,
    };
  }

  /**
   * Changes the fields given (a field left out keeps its value) and stores both; 400 naming the
   * field unless the result is valid (the automatic refund must come after the SLA) or nothing is given.
   */
  async write(change: Partial<DeliverySettingsValue>, actor: AuditActor): Promise<DeliverySettingsValue> {
    if (change.slaMinutes === undefined && change.autoRefundMinutes === undefined)
      throw invalid('slaMinutes', 'Send slaMinutes, autoRefundMinutes or both');
    const before = await this.read();
    const value: DeliverySettingsValue = {
      slaMinutes: change.slaMinutes ?? before.slaMinutes,
      autoRefundMinutes:
        change.autoRefundMinutes === undefined ? before.autoRefundMinutes : change.autoRefundMinutes,
    };
    if (!isWholeIn(value.slaMinutes, ATTENTION_SLA_RANGE))
      throw invalid(
        'slaMinutes',
        `slaMinutes must be a whole number of minutes from ${ATTENTION_SLA_RANGE.min} to ${ATTENTION_SLA_RANGE.max}`,
      );
    if (
      value.autoRefundMinutes !== null &&
      (!isWholeIn(value.autoRefundMinutes, AUTO_REFUND_RANGE) || value.autoRefundMinutes <= value.slaMinutes)
    )
      throw invalid(
        'autoRefundMinutes',
        `autoRefundMinutes must be null (off) or whole minutes from ${AUTO_REFUND_RANGE.min} to ${AUTO_REFUND_RANGE.max}, longer than the SLA`,
      );
    const diff = fieldDiff({ ...before }, { ...value });
    if (Object.keys(diff.after).length === 0) return before;
    await this.dataSource.transaction(async (manager) => {
      for (const [key, stored] of [
        [ATTENTION_SLA_KEY, value.slaMinutes],
        [AUTO_REFUND_KEY, value.autoRefundMinutes],
      ] as const) {
        await manager.query(
          `INSERT INTO app_setting (key, value, updated_at, updated_by) VALUES ($1, $2::jsonb, now(), $3)
           ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now(), updated_by = EXCLUDED.updated_by`,
          [key, JSON.stringify(stored), actor.id],
        );
      }
      await this.audit.record(manager, {
        actor,
        action: 'settings.delivery',
        targetType: 'settings',
        targetId: 'delivery',
        ...diff,
      });
    });
    return this.read();
  }
}

const invalid = (field: string, message: string) =>
  new BadRequestException({ code: 'VALIDATION_ERROR', message, details: { field } });
