import { BadRequestException, Injectable } from '@nestjs/common';
import type { OperationsLogEntry } from '@app/contracts';
import { JobProducer, QUEUE_NAMES } from '@app/core';
import { DataSource } from 'typeorm';

/** The longest window Download Logs covers (7 days). */
export const OPERATIONS_LOG_MAX_HOURS = 168;
/** At most this many entries per source, newest first. */
const PER_SOURCE = 2000;

export function logHoursOf(value: string | undefined): number {
  if (value === undefined || value === '') return 24;
  const hours = Number(value);
  if (!Number.isInteger(hours) || hours < 1 || hours > OPERATIONS_LOG_MAX_HOURS) {
    throw new BadRequestException({
      code: 'VALIDATION_ERROR',
      message: `hours must be a whole number from 1 to ${OPERATIONS_LOG_MAX_HOURS}`,
    });
  }
  return hours;
}

const iso = (value: Date | string | number): string => new Date(value).toISOString();

/**
 * Download Logs: the operational events of the last hours, gathered from where they are kept —
 * admin actions (admin_audit), order, payment and eSIM events (outbox_event), payment checks at
 * PayWay/PayPal (the attempts' last provider answer) and RoameSIM orders (provider_order), emails
 * (notification), and failed jobs (every queue). Newest first. Process logs (stdout) stay with the
 * platform's log collector; this is what the database and the queues remember.
 */
@Injectable()
export class OperationsLog {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobProducer,
  ) {}

  async read(
    hours: number,
    now = new Date(),
  ): Promise<{ from: string; to: string; entries: OperationsLogEntry[] }> {
    const since = new Date(now.getTime() - hours * 3600 * 1000);
    const groups = await Promise.all([
      this.adminActions(since),
      this.events(since),
      this.paymentChecks(since),
      this.providerOrders(since),
      this.notifications(since),
      this.jobFailures(since),
    ]);
    const entries = groups.flat().sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
    return { from: since.toISOString(), to: now.toISOString(), entries };
  }

  private async adminActions(since: Date): Promise<OperationsLogEntry[]> {
    const rows: {
      at: Date;
      actor_email: string | null;
      action: string;
      target_type: string;
      target_id: string | null;
      after: unknown;
    }[] = await this.dataSource.query(
      `SELECT at, actor_email, action, target_type, target_id, after FROM admin_audit
         WHERE at >= $1 ORDER BY at DESC LIMIT ${PER_SOURCE}`,
      [since],
    );
    return rows.map((row) => ({
      at: iso(row.at),
      kind: 'admin_action',
      summary: `${row.action} on ${row.target_type}${row.target_id ? `:${row.target_id}` : ''} by ${row.actor_email ?? 'unknown'}`,
      detail: { action: row.action, target: row.target_id, after: row.after },
    }));
  }

  private async events(since: Date): Promise<OperationsLogEntry[]> {
    const rows: {
      created_at: Date;
      type: string;
      payload: Record<string, unknown>;
      attempts: number;
      last_error: string | null;
    }[] = await this.dataSource.query(
      `SELECT created_at, type, payload, attempts, last_error FROM outbox_event
         WHERE created_at >= $1 AND (type LIKE 'payment.%' OR type LIKE 'order.%' OR type LIKE 'esim.%')
         ORDER BY created_at DESC LIMIT ${PER_SOURCE}`,
      [since],
    );
    return rows.map((row) => ({
      at: iso(row.created_at),
      kind: row.type.startsWith('payment.') ? 'payment_event' : 'order_event',
      summary: row.type,
      detail: {
        ...row.payload,
        ...(row.last_error ? { deliveryError: row.last_error, attempts: row.attempts } : {}),
      },
    }));
  }

  private async paymentChecks(since: Date): Promise<OperationsLogEntry[]> {
    const rows: {
      last_checked_at: Date;
      provider: string;
      tran_id: string;
      status: string;
      last_provider_status: string | null;
      last_error: string | null;
      checks_count: number;
    }[] = await this.dataSource.query(
      `SELECT last_checked_at, provider, tran_id, status, last_provider_status, last_error, checks_count FROM payment
         WHERE last_checked_at >= $1 ORDER BY last_checked_at DESC LIMIT ${PER_SOURCE}`,
      [since],
    );
    return rows.map((row) => ({
      at: iso(row.last_checked_at),
      kind: 'provider_call',
      summary: `${row.provider} check of ${row.tran_id}: ${row.last_error ? `error ${row.last_error}` : (row.last_provider_status ?? 'no answer')}`,
      detail: {
        provider: row.provider,
        tranId: row.tran_id,
        attemptStatus: row.status,
        checks: row.checks_count,
      },
    }));
  }

  private async providerOrders(since: Date): Promise<OperationsLogEntry[]> {
    const rows: {
      updated_at: Date;
      order_id: string;
      state: string;
      provider_order_number: string | null;
      failures: number;
      failure_code: string | null;
      last_error: string | null;
    }[] = await this.dataSource.query(
      `SELECT updated_at, order_id, state, provider_order_number, failures, failure_code, last_error FROM provider_order
         WHERE updated_at >= $1 ORDER BY updated_at DESC LIMIT ${PER_SOURCE}`,
      [since],
    );
    return rows.map((row) => ({
      at: iso(row.updated_at),
      kind: 'provider_call',
      summary: `RoameSIM order ${row.provider_order_number ?? '(not placed)'}: ${row.state}${row.last_error ? ` (${row.failure_code ?? 'error'}: ${row.last_error})` : ''}`,
      detail: {
        orderId: row.order_id,
        state: row.state,
        failures: row.failures,
        failureCode: row.failure_code,
      },
    }));
  }

  private async notifications(since: Date): Promise<OperationsLogEntry[]> {
    const rows: {
      updated_at: Date;
      kind: string;
      state: string;
      attempts: number;
      last_error: string | null;
    }[] = await this.dataSource.query(
      `SELECT updated_at, kind, state, attempts, last_error FROM notification
         WHERE updated_at >= $1 ORDER BY updated_at DESC LIMIT ${PER_SOURCE}`,
      [since],
    );
    return rows.map((row) => ({
      at: iso(row.updated_at),
      kind: 'notification',
      summary: `email ${row.kind}: ${row.state}${row.last_error ? ` (${row.last_error})` : ''}`,
      detail: { kind: row.kind, state: row.state, attempts: row.attempts },
    }));
  }

  private async jobFailures(since: Date): Promise<OperationsLogEntry[]> {
    const perQueue = await Promise.all(
      QUEUE_NAMES.map(async (queue) => {
        const failed = await this.jobs.queue(queue).getJobs(['failed'], 0, PER_SOURCE - 1, false);
        return failed
          .filter((job) => job && (job.finishedOn ?? job.timestamp) >= since.getTime())
          .map((job): OperationsLogEntry => ({
            at: iso(job.finishedOn ?? job.timestamp),
            kind: 'job_failure',
            summary: `${job.name} failed in ${queue}: ${job.failedReason ?? 'no reason'}`,
            detail: { queue, jobId: job.id, attemptsMade: job.attemptsMade, data: job.data as unknown },
          }));
      }),
    );
    return perQueue.flat();
  }
}
