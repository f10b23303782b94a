import { BadRequestException, Injectable } from '@nestjs/common';
import { AppConfig, AppLogger } from '@app/core';
import { formatUsd, toDecimalString } from '@app/domain';
import { Notifications } from '@app/notifications';
import { isProviderError } from '@app/providers';
import { DataSource } from 'typeorm';
import type { PaymentProviderName } from './payment.entity';
import { PaymentProviders } from './providers/payment-providers';
import { dayWindow, reconcile, type OurPayment, type ReconciliationDifference } from './reconciliation-rules';

/** Every provider of the registry is reconciled. */
export type ReconciledProvider = PaymentProviderName;

export interface ReconciliationRun {
  day: string;
  provider: ReconciledProvider;
  status: 'matched' | 'differences' | 'failed';
  checkedCount: number;
  differences: ReconciliationDifference[];
  error: string | null;
  ranAt: string;
}

/** The UTC day before `now`, as YYYY-MM-DD. */
export const yesterday = (now = new Date()): string =>
  new Date(now.getTime() - 24 * 3600_000).toISOString().slice(0, 10);

/**
 * The daily reconciliation: our approved payments of a day against what each provider of the registry
 * says it took that day (its module's `paidPayments`: PayWay's transaction-list-2, APPROVED and
 * REFUNDED; PayPal's captures, each PayPal attempt of the day read back as Orders v2 has no list;
 * Stripe's completed Checkout Sessions of the day with their PaymentIntents), compared by
 * reconcile() (pure). One row per (day, provider) in
 * payment_reconciliation, replaced by a re-run; differences go to SUPPORT_EMAIL once per (provider, day).
 */
@Injectable()
export class PaymentReconciliation {
  constructor(
    private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly notifications: Notifications,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {}

  /** The scheduled run: yesterday, once (a day already reconciled is left as it is). */
  async runDaily(now = new Date()): Promise<number> {
    const day = yesterday(now);
    const done: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM payment_reconciliation WHERE day = $1 AND status <> 'failed'`,
      [day],
    );
    if (done.length >= this.providers.all().length) return 0;
    const runs = await this.run(day);
    return runs.length;
  }

  /** Reconciles one day for every provider (one that cannot be read is recorded as failed). */
  async run(day: string): Promise<ReconciliationRun[]> {
    const window = dayWindow(day);
    if (!window)
      throw new BadRequestException({ code: 'INVALID_DAY', message: 'day must be a date as YYYY-MM-DD' });
    const runs: ReconciliationRun[] = [];
    for (const { name: provider } of this.providers.all()) {
      let run: ReconciliationRun;
      try {
        const { differences, checked } = await this.compare(provider, window);
        run = this.result(day, provider, differences, checked, null);
      } catch (error) {
        if (!isProviderError(error)) throw error;
        this.logger.warn({ err: error, provider, day }, 'reconciliation could not read the gateway');
        run = this.result(day, provider, [], 0, error.message);
      }
      await this.store(run);
      runs.push(run);
    }
    return runs;
  }

  /** The latest runs, newest day first. */
  async recent(days = 14): Promise<ReconciliationRun[]> {
    const rows: {
      day: string;
      provider: ReconciledProvider;
      status: ReconciliationRun['status'];
      checked_count: number;
      differences: ReconciliationDifference[];
      error: string | null;
      ran_at: Date;
    }[] = await this.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, provider, status, checked_count, differences, error, ran_at
       FROM payment_reconciliation WHERE day >= (current_date - $1::int) ORDER BY day DESC, provider`,
      [days],
    );
    return rows.map((row) => ({
      day: row.day,
      provider: row.provider,
      status: row.status,
      checkedCount: row.checked_count,
      differences: row.differences,
      error: row.error,
      ranAt: row.ran_at.toISOString(),
    }));
  }

  private result(
    day: string,
    provider: ReconciledProvider,
    differences: ReconciliationDifference[],
    checked: number,
    error: string | null,
  ): ReconciliationRun {
    return {
      day,
      provider,
      status: error ? 'failed' : differences.length > 0 ? 'differences' : 'matched',
      checkedCount: checked,
      differences,
      error,
      ranAt: new Date().toISOString(),
    };
  }

  private async compare(
    provider: ReconciledProvider,
    window: { from: Date; to: Date },
  ): Promise<{ differences: ReconciliationDifference[]; checked: number }> {
    const approved = await this.ours(
      `p.provider = $1 AND p.status = 'approved' AND COALESCE(p.issued_at, p.created_at) >= $2
         AND COALESCE(p.issued_at, p.created_at) < $3`,
      [provider, window.from, window.to],
    );
    const gateway = await this.providers.get(provider).paidPayments(window);
    const known = await this.ours('p.provider = $1 AND p.tran_id = ANY($2)', [
      provider,
      gateway.map((payment) => payment.tranId),
    ]);
    return { differences: reconcile(approved, known, gateway), checked: approved.length + gateway.length };
  }

  private async ours(where: string, parameters: unknown[]): Promise<OurPayment[]> {
    const rows: {
      tran_id: string;
      order_number: string;
      status: string;
      amount_cents: number;
      currency: string;
    }[] = await this.dataSource.query(
      `SELECT p.tran_id, o.order_number, p.status, p.amount_cents, p.currency
         FROM payment p JOIN orders o ON o.id = p.order_id WHERE ${where}`,
      parameters,
    );
    return rows.map((row) => ({
      tranId: row.tran_id,
      orderNumber: row.order_number,
      status: row.status,
      amountCents: row.amount_cents,
      currency: row.currency,
    }));
  }

  /** Upserts the run and, with differences, asks for the staff email (once per provider and day). */
  private async store(run: ReconciliationRun): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO payment_reconciliation (day, provider, status, checked_count, differences, error, ran_at)
         VALUES ($1, $2, $3, $4, $5, $6, now())
         ON CONFLICT (day, provider) DO UPDATE SET status = EXCLUDED.status,
           checked_count = EXCLUDED.checked_count, differences = EXCLUDED.differences,
           error = EXCLUDED.error, ran_at = now()`,
        [run.day, run.provider, run.status, run.checkedCount, JSON.stringify(run.differences), run.error],
      );
      if (run.differences.length === 0) return;
      const money = (cents: number | null, currency: string | null): string =>
        cents === null
          ? '–'
          : currency === 'USD' || currency === null
            ? formatUsd(cents)
            : `${toDecimalString(cents, currency as 'KHR')} ${currency}`;
      await this.notifications.enqueue(manager, {
        kind: 'reconciliation_differences',
        subjectId: `${run.provider}:${run.day}`,
        to: this.config.mail.supportEmail,
        language: 'en',
        data: {
          provider: run.provider,
          day: run.day,
          differences: run.differences.map((difference) => ({
            kind: difference.kind,
            tranId: difference.tranId,
            orderNumber: difference.orderNumber,
            ours: money(difference.ourAmountCents, difference.currency),
            theirs: money(difference.gatewayAmountCents, difference.currency),
          })),
        },
      });
    });
  }
}
