import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Outbox } from '@app/core';
import type { SystemCheckView } from '@app/contracts';
import { DataSource, Repository } from 'typeorm';
import { SystemCheck } from './system-check.entity';

const toView = (check: SystemCheck): SystemCheckView => ({
  id: check.id,
  state: check.state,
  status: check.status,
  requestedAt: check.requestedAt.toISOString(),
  completedAt: check.completedAt?.toISOString() ?? null,
  probes: check.probes,
  processes: check.processes,
});

/** Asks for a deployment check (row + outbox event in one transaction) and reads results. */
@Injectable()
export class SystemCheckService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @InjectRepository(SystemCheck) private readonly repo: Repository<SystemCheck>,
  ) {}

  async request(sessionId: string | null): Promise<SystemCheckView> {
    return this.dataSource.transaction(async (manager) => {
      const check = await manager.save(manager.create(SystemCheck, { sessionId, state: 'requested' }));
      await this.outbox.add(manager, 'system.check_requested', { checkId: check.id });
      return toView(check);
    });
  }

  async get(id: string): Promise<SystemCheckView> {
    const check = await this.repo.findOneBy({ id });
    if (!check) throw new NotFoundException(`system check ${id} not found`);
    return toView(check);
  }
}
