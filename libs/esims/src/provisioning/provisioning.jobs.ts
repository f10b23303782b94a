import { Injectable } from '@nestjs/common';
import { DomainEvent, JobStatus, OnEvent, OnJob, JobProducer } from '@app/core';
import type { Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { OrderProvisioning } from './order-provisioning';
import { classifyProvisioningError, type ClassifiedFailure } from './provisioning-failure';
import { ProvisioningRecovery } from './provisioning-recovery';
import { CardsNotDeliveredError, ProvisioningService } from './provisioning.service';
import { LeaseLostError } from './provider-order.store';

const isLastAttempt = (job?: Job): boolean => !job || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

/**
 * The provisioning queue. payment.confirmed queues one run per order (job id = order id, so a
 * redelivered event adds nothing). A run's retryable failure is rethrown for BullMQ's backoff;
 * a permanent one, or the last attempt, fails the order with its reason.
 */
@Injectable()
export class ProvisioningJobs {
  constructor(
    private readonly provisioning: ProvisioningService,
    private readonly orders: OrderProvisioning,
    private readonly recovery: ProvisioningRecovery,
    private readonly jobs: JobProducer,
  ) {}

  @OnEvent('payment.confirmed')
  async onPaymentConfirmed(event: DomainEvent<'payment.confirmed'>): Promise<void> {
    const { orderId, paymentId } = event.payload;
    await this.jobs.enqueue('esim.provision', { orderId, paymentId }, { jobId: `provision:${orderId}` });
  }

  @OnJob('esim.provision')
  async provision({ orderId }: { orderId: string }, job?: Job): Promise<JobStatus> {
    try {
      const outcome = await this.provisioning.run(orderId, randomUUID());
      return outcome === 'completed' ? 'done' : 'skipped';
    } catch (error) {
      if (error instanceof LeaseLostError) return 'skipped';
      const failure: ClassifiedFailure =
        error instanceof CardsNotDeliveredError
          ? { permanent: true, code: 'CARDS_NOT_DELIVERED', detail: error.message }
          : classifyProvisioningError(error);
      if (!failure.permanent && !isLastAttempt(job)) throw error;
      await this.orders.fail(orderId, failure.code, failure.detail);
      return 'done';
    }
  }

  @OnJob('esims.provision-sweep')
  async sweep(): Promise<JobStatus> {
    return (await this.recovery.sweep()) > 0 ? 'done' : 'skipped';
  }
}
