import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AdminAudit, type AuditActor } from '@app/audit';
import {
  rooms,
  type AddServerReply,
  type DeclaredServerView,
  type ProbeResult,
  type ProcessInfo,
  type RealtimeMonitoringReply,
  type ServerStatusReply,
  type ServerType,
} from '@app/contracts';
import { RealtimePublisher } from '@app/core';
import { HeartbeatService, overallStatus, Probes, SystemCheck, SystemCheckService } from '@app/monitoring';
import { DataSource, In, MoreThan, Repository } from 'typeorm';
import { DeclaredServer } from './declared-server.entity';
import { healthPercentage, serverRows, serverSummary, type ProbeSet } from './server-rows';

/** A newer check is asked for when the newest completed one is older than this. */
export const CHECK_FRESH_MS = 60_000;
/** A check asked for and not done within this is not waited for (no worker on the maintenance queue). */
const CHECK_PENDING_MS = 120_000;

const view = (server: DeclaredServer): DeclaredServerView => ({
  name: server.name,
  region: server.region,
  type: server.type,
  declaredAt: server.declaredAt.toISOString(),
});

/**
 * The servers of the deployment, one read for every screen and call that shows them: the
 * processes from their heartbeats (Server Control's process table, GET /api/system/processes),
 * the servers declared with Add Server (expected, not seen, until a heartbeat carries their name),
 * and the probes (the database and the queue as this api sees them now; SMTP and the providers
 * from the newest completed check, the one Server Control's Refresh All runs and the System tab
 * shows). POST /api/servers/status and GET /api/monitoring/realtime answer from here.
 */
@Injectable()
export class ServerDirectory {
  constructor(
    private readonly dataSource: DataSource,
    private readonly heartbeats: HeartbeatService,
    private readonly probes: Probes,
    private readonly checks: SystemCheckService,
    private readonly realtime: RealtimePublisher,
    private readonly audit: AdminAudit,
    @InjectRepository(SystemCheck) private readonly checkRows: Repository<SystemCheck>,
    @InjectRepository(DeclaredServer) private readonly declared: Repository<DeclaredServer>,
  ) {}

  /** The processes from their heartbeats (live and gone within a day). */
  processes(): Promise<ProcessInfo[]> {
    return this.heartbeats.list();
  }

  async declarations(): Promise<DeclaredServerView[]> {
    return (await this.declared.find({ order: { declaredAt: 'ASC', name: 'ASC' } })).map(view);
  }

  async status(): Promise<ServerStatusReply> {
    const [processes, declared, probeSet] = await Promise.all([
      this.processes(),
      this.declarations(),
      this.probeSet(),
    ]);
    const servers = serverRows(probeSet.probes, processes, declared);
    const probes = probeSet.probes.map(({ probe }) => probe);
    return { success: true, servers, summary: serverSummary(servers, probes), checkedAt: probeSet.checkedAt };
  }

  async realtimeView(): Promise<RealtimeMonitoringReply> {
    const [probeSet, declared] = await Promise.all([this.probeSet(), this.declarations()]);
    const probes = probeSet.probes.map(({ probe }) => probe);
    const database = probes.find((probe) => probe.kind === 'database');
    return {
      success: true,
      systemHealthPercentage: healthPercentage(probes),
      status: overallStatus(probes),
      metrics: { totalSwitches: 0, automaticFailovers: 0 },
      totalSwitches: 0,
      activeServer: {
        name: this.heartbeats.name,
        region: declared.find((server) => server.name === this.heartbeats.name)?.region ?? null,
        status: 'online',
        responseTime: database?.responseMs ?? null,
      },
      checkedAt: probeSet.checkedAt,
    };
  }

  async add(
    input: { serverName: string; region: string; type: ServerType },
    actor: AuditActor,
  ): Promise<AddServerReply> {
    const server = await this.dataSource.transaction(async (manager) => {
      const inserted: DeclaredServer[] = await manager.query(
        `INSERT INTO declared_server (name, region, type, declared_by) VALUES ($1, $2, $3, $4)
         ON CONFLICT (name) DO NOTHING
         RETURNING name, region, type, declared_by AS "declaredBy", declared_at AS "declaredAt"`,
        [input.serverName, input.region, input.type, actor.id],
      );
      if (!inserted.length)
        throw new ConflictException({
          code: 'SERVER_EXISTS',
          message: `serverName: a server named ${input.serverName} is already declared`,
        });
      await this.audit.record(manager, {
        actor,
        action: 'control.add_server',
        targetType: 'server',
        targetId: input.serverName,
        before: null,
        after: { region: input.region, type: input.type },
      });
      return inserted[0];
    });
    this.announce();
    return { success: true, server: view(server) };
  }

  async remove(name: string, actor: AuditActor): Promise<{ success: true; removed: string }> {
    await this.dataSource.transaction(async (manager) => {
      const removed = await manager.findOne(DeclaredServer, {
        where: { name },
        lock: { mode: 'pessimistic_write' },
      });
      if (!removed)
        throw new NotFoundException({
          code: 'SERVER_NOT_FOUND',
          message: `No server named ${name} is declared`,
        });
      await manager.delete(DeclaredServer, { name });
      await this.audit.record(manager, {
        actor,
        action: 'control.remove_server',
        targetType: 'server',
        targetId: name,
        before: { region: removed.region, type: removed.type },
        after: null,
      });
    });
    this.announce();
    return { success: true, removed: name };
  }

  private announce(): void {
    this.realtime.publish(rooms.admins(), 'processes_changed', { at: new Date().toISOString() });
  }

  /**
   * The database and the queue probed now; SMTP and the providers from the newest completed
   * check. When that check is older than a minute (or there is none), a new one is asked for
   * (once: not while one asked for in the last two minutes is still pending), so the next read
   * has fresh provider probes.
   */
  private async probeSet(): Promise<ProbeSet & { checkedAt: string | null }> {
    const now = Date.now();
    const [database, queue, last, pending] = await Promise.all([
      this.probes.database(),
      this.probes.queue(),
      this.checkRows.findOne({ where: { state: 'completed' }, order: { completedAt: 'DESC' } }),
      this.checkRows.count({
        where: {
          state: In(['requested', 'running']),
          requestedAt: MoreThan(new Date(now - CHECK_PENDING_MS)),
        },
      }),
    ]);
    const completedAt = last?.completedAt ?? null;
    if ((!completedAt || now - completedAt.getTime() > CHECK_FRESH_MS) && pending === 0)
      await this.checks.request(null);
    const checked: ProbeResult[] = (last?.probes ?? []).filter(
      (probe) => probe.kind === 'smtp' || probe.kind === 'provider',
    );
    const at = new Date(now).toISOString();
    return {
      probes: [
        { probe: database, at },
        { probe: queue, at },
        ...checked.map((probe) => ({ probe, at: completedAt?.toISOString() ?? null })),
      ],
      checkedAt: completedAt?.toISOString() ?? null,
    };
  }
}
