import { BadRequestException, Injectable } from '@nestjs/common';
import { AppConfig, AppLogger } from '@app/core';
import { formatUsd, toDecimalString } from '@app/domain';
import { Notifications } from '@app/notifications';
import { isProviderError } from '@app/providers';
import { DataSource } from 'typeorm';
import { PaypalGateway } from './paypal-gateway';
import { PaywayGateway } from './payway-gateway';
import {
  dayWindow,
  reconcile,
  type GatewayPayment,
  type OurPayment,
  type ReconciliationDifference,
} from './reconciliation-rules';

export type ReconciledProvider = 'payway' | 'paypal';

export interface ReconciliationRun {
  day: string;
  provider: ReconciledProvider;
  status: 'matched' | 'differences' | 'failed';
  checkedCount: number;
  differences: ReconciliationDifference[];
  error: string | null;
  ranAt: string;
}

const PROVIDERS: ReconciledProvider[] = ['payway', 'paypal'];
const PAID_CAPTURES = new Set(['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED']);

/** The UTC day before `now`, as YYYY-MM-DD. */
export const yesterday = (now = new Date()): string =>
  new Date(now.getTime() - 24 * 3600_000).toISOString().slice(0, 10);

/**
 * The daily reconciliation: our approved payments of a day against PayWay's transaction list
 * (transaction-list-2, APPROVED and REFUNDED) and PayPal's captures (each PayPal attempt of the day read
 * back: Orders v2 has no list), compared by reconcile() (pure). One row per (day, provider) in
 * payment_reconciliation, replaced by a re-run; differences go to SUPPORT_EMAIL once per (provider, day).
 */
@Injectable()
export class PaymentReconciliation {
  constructor(
    private readonly dataSource: DataSource,
    private readonly payway: PaywayGateway,
    private readonly paypal: PaypalGateway,
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
    if (done.length >= PROVIDERS.length) return 0;
    const runs = await this.run(day);
    return runs.length;
  }

  /** Reconciles one day for both gateways (a gateway that cannot be read is recorded as failed). */
  async run(day: string): Promise<ReconciliationRun[]> {
    const window = dayWindow(day);
    if (!window)
      throw new BadRequestException({ code: 'INVALID_DAY', message: 'day must be a date as YYYY-MM-DD' });
    const runs: ReconciliationRun[] = [];
    for (const provider of PROVIDERS) {
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
    const gateway =
      provider === 'payway' ? await this.paywayPayments(window) : await this.paypalPayments(window);
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

  private async paywayPayments(window: { from: Date; to: Date }): Promise<GatewayPayment[]> {
    const transactions = await this.payway.paidTransactions(
      window.from,
      new Date(window.to.getTime() - 1000),
    );
    return transactions.map((tx) => ({
      tranId: tx.tranId,
      status: tx.status,
      amountCents: tx.original?.amountMinor,
      currency: tx.original?.currency,
    }));
  }

  /** Every PayPal attempt of the day with a PayPal order, read back: the captures PayPal holds. */
  private async paypalPayments(window: { from: Date; to: Date }): Promise<GatewayPayment[]> {
    const rows: { tran_id: string; provider_order_id: string }[] = await this.dataSource.query(
      `SELECT tran_id, provider_order_id FROM payment
       WHERE provider = 'paypal' AND provider_order_id IS NOT NULL
         AND COALESCE(issued_at, created_at) >= $1 AND COALESCE(issued_at, created_at) < $2`,
      [window.from, window.to],
    );
    const payments: GatewayPayment[] = [];
    for (const row of rows) {
      const order = await this.paypal.getOrder(row.provider_order_id);
      const capture = order.captures.find((candidate) => PAID_CAPTURES.has(candidate.status));
      if (!capture) continue;
      payments.push({
        tranId: capture.invoiceId ?? row.tran_id,
        status: capture.status,
        amountCents: capture.amount?.amountMinor,
        currency: capture.amount?.currency,
      });
    }
    return payments;
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
