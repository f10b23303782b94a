import { Injectable } from '@nestjs/common';
import { DomainEvent, JobStatus, OnEvent, OnJob, RealtimePublisher } from '@app/core';
import { rooms } from '@app/contracts';
import { DataSource } from 'typeorm';
import { PaymentChecks } from './payment-checks';
import { PaymentReconciliation } from './payment-reconciliation';
import { ExchangeRates } from './exchange-rate/exchange-rates';

/** Jobs of the payments queue, and the listeners that schedule them or push status changes. */
@Injectable()
export class PaymentsJobs {
  constructor(
    private readonly checks: PaymentChecks,
    private readonly dataSource: DataSource,
    private readonly realtime: RealtimePublisher,
    private readonly reconciliation: PaymentReconciliation,
    private readonly exchangeRates: ExchangeRates,
  ) {}

  /** Hourly: PayWay's riel rate (riel beside dollars); pushed to shop pages when it changed. */
  @OnJob('exchange-rate.refresh')
  async refreshExchangeRate(): Promise<JobStatus> {
    return (await this.exchangeRates.refresh()) ? 'done' : 'skipped';
  }

  /** Hourly: reconciles yesterday with the gateways once (docs/architecture.md "Money path"). */
  @OnJob('payments.reconcile')
  async reconcile(): Promise<JobStatus> {
    return (await this.reconciliation.runDaily()) > 0 ? 'done' : 'skipped';
  }

  @OnJob('payment.check')
  check({ paymentId }: { paymentId: string }): Promise<JobStatus> {
    return this.checks.check(paymentId);
  }

  @OnJob('payment.expire')
  expire({ paymentId }: { paymentId: string }): Promise<JobStatus> {
    return this.checks.expire(paymentId);
  }

  @OnJob('payments.sweep')
  async sweep(): Promise<JobStatus> {
    return (await this.checks.sweep()) > 0 ? 'done' : 'skipped';
  }

  @OnEvent('order.created')
  scheduleOrder(event: DomainEvent<'order.created'>): Promise<void> {
    return this.checks.scheduleOrder(event.payload.orderId);
  }

  @OnEvent('payment.issued')
  scheduleChecks(event: DomainEvent<'payment.issued'>): Promise<void> {
    return this.checks.scheduleChecks(event.payload.paymentId);
  }

  @OnEvent('payment.confirmed')
  closeSiblings(event: DomainEvent<'payment.confirmed'>): Promise<void> {
    return this.checks.closeSiblings(event.payload.orderId, event.payload.paymentId);
  }

  /** A hint to the order's rooms (its page, its browser session, its user); browsers refetch. */
  @OnEvent('payment.status_changed')
  async pushStatus(event: DomainEvent<'payment.status_changed'>): Promise<void> {
    const rows: {
      id: string;
      order_number: string;
      status: string;
      session_id: string | null;
      user_id: string | null;
      tran_id: string;
      payment_status: string;
    }[] = await this.dataSource.query(
      `SELECT o.id, o.order_number, o.status, o.session_id, o.user_id, p.tran_id, p.status AS payment_status
       FROM orders o JOIN payment p ON p.order_id = o.id WHERE o.id = $1 AND p.id = $2`,
      [event.payload.orderId, event.payload.paymentId],
    );
    const row = rows[0];
    if (!row) return;
    const targets = [rooms.order(row.id)];
    if (row.session_id) targets.push(rooms.session(row.session_id));
    if (row.user_id) targets.push(rooms.user(row.user_id));
    this.realtime.publish(targets, 'order_status_update', {
      orderId: row.id,
      orderNumber: row.order_number,
      transactionId: row.tran_id,
      orderStatus: row.status,
      paymentStatus: row.payment_status,
    });
  }
}
