import { Injectable } from '@nestjs/common';
import { DomainEvent, JobProducer, JobStatus, OnEvent, OnJob } from '@app/core';
import { NeedsAttention } from './needs-attention.service';

/**
 * order.needs_attention (provisioning gave up) → attention.enter (job id per order: a redelivered
 * event adds nothing); attention.sweep every minute (orders past the SLA, the automatic refund).
 */
@Injectable()
export class AttentionJobs {
  constructor(
    private readonly attention: NeedsAttention,
    private readonly jobs: JobProducer,
  ) {}

  @OnEvent('order.needs_attention')
  async onNeedsAttention(event: DomainEvent<'order.needs_attention'>): Promise<void> {
    await this.jobs.enqueue(
      'attention.enter',
      { orderId: event.payload.orderId, escalatedAt: new Date(event.createdAt).toISOString() },
      { jobId: `attention.enter:${event.id}` },
    );
  }

  @OnJob('attention.enter')
  async enter({ orderId, escalatedAt }: { orderId: string; escalatedAt?: string }): Promise<JobStatus> {
    const at = escalatedAt ? new Date(escalatedAt) : new Date();
    return (await this.attention.enter(orderId, 'escalated', at)) ? 'done' : 'skipped';
  }

  @OnJob('attention.sweep')
  async sweep(): Promise<JobStatus> {
    const { entered, refunded } = await this.attention.sweep();
    return entered + refunded > 0 ? 'done' : 'skipped';
  }
}
