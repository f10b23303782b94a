import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DomainEvent, JobProducer, JobStatus, OnEvent, OnJob, RealtimePublisher } from '@app/core';
import { rooms } from '@app/contracts';
import { Repository } from 'typeorm';
import { HeartbeatService } from './heartbeat.service';
import { overallStatus, Probes } from './probes';
import { SystemCheck } from './system-check.entity';

/** The walking skeleton of the whole pipeline: event → job → worker → /ws push. */
@Injectable()
export class SystemCheckJobs {
  constructor(
    @InjectRepository(SystemCheck) private readonly repo: Repository<SystemCheck>,
    private readonly probes: Probes,
    private readonly heartbeats: HeartbeatService,
    private readonly jobs: JobProducer,
    private readonly realtime: RealtimePublisher,
  ) {}

  @OnEvent('system.check_requested')
  async queueCheck(event: DomainEvent<'system.check_requested'>): Promise<void> {
    await this.jobs.enqueue('system.check', event.payload, {
      jobId: `system.check:${event.payload.checkId}`,
    });
  }

  @OnJob('system.check')
  async runCheck({ checkId }: { checkId: string }): Promise<JobStatus> {
    const check = await this.repo.findOneBy({ id: checkId });
    if (!check || check.state === 'completed') return 'skipped';
    await this.repo.update({ id: checkId }, { state: 'running' });
    const probes = [
      await this.probes.database(),
      await this.probes.queue(),
      await this.probes.smtp(),
      ...(await this.probes.providers()),
    ];
    const processes = await this.heartbeats.list();
    const status = overallStatus(probes);
    await this.repo.update(
      { id: checkId },
      { state: 'completed', status, probes, processes, completedAt: new Date() },
    );
    const targets = [rooms.admins(), ...(check.sessionId ? [rooms.session(check.sessionId)] : [])];
    this.realtime.publish(targets, 'system_check_complete', { checkId, status });
    return 'done';
  }

  @OnJob('system.prune-heartbeats')
  async pruneHeartbeats(): Promise<JobStatus> {
    return (await this.heartbeats.prune()) > 0 ? 'done' : 'skipped';
  }
}
