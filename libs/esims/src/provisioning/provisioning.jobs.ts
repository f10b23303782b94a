import { Injectable } from '@nestjs/common';
import { DomainEvent, JobStatus, OnEvent, OnJob, JobProducer } from '@app/core';
import { randomUUID } from 'node:crypto';
import { ProvisioningRecovery } from './provisioning-recovery';
import { ProvisioningService } from './provisioning.service';
import { LeaseLostError } from './provider-order.store';

/**
 * The provisioning queue. payment.confirmed queues one run per order (job id = order id, so a
 * redelivered event adds nothing). Provider failures are handled per order line inside the run
 * (its retry schedule, or needs_attention); an error outside a line (the database) is rethrown for
 * BullMQ's backoff, and the sweeper queues the order again later if those attempts run out.
 */
@Injectable()
export class ProvisioningJobs {
  constructor(
    private readonly provisioning: ProvisioningService,
    private readonly recovery: ProvisioningRecovery,
    private readonly jobs: JobProducer,
  ) {}

  @OnEvent('payment.confirmed')
  async onPaymentConfirmed(event: DomainEvent<'payment.confirmed'>): Promise<void> {
    const { orderId, paymentId } = event.payload;
    await this.jobs.enqueue('esim.provision', { orderId, paymentId }, { jobId: `provision:${orderId}` });
  }

  @OnJob('esim.provision')
  async provision({ orderId }: { orderId: string }): Promise<JobStatus> {
    try {
      const outcome = await this.provisioning.run(orderId, randomUUID());
      return outcome === 'completed' || outcome === 'escalated' ? 'done' : 'skipped';
    } catch (error) {
      if (error instanceof LeaseLostError) return 'skipped';
      throw error;
    }
  }

  @OnJob('esims.provision-sweep')
  async sweep(): Promise<JobStatus> {
    return (await this.recovery.sweep()) > 0 ? 'done' : 'skipped';
  }
}
