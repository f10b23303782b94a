import { Injectable } from '@nestjs/common';
import { AdminAudit, type AuditActor } from '@app/audit';
import { CatalogueService, DiscoveryControl } from '@app/catalogue';
import type { DiscoveryConfig, MonitorStatus, PackageLoadReply } from '@app/contracts';
import {
  DISCOVERY_INTERVAL_MS,
  DISCOVERY_SKUS_PER_CYCLE,
  DISCOVERY_SYNC_INTERVAL_MS,
  DISCOVERY_TARGET_PACKAGES,
  PACKAGE_DATA_STORAGE_WINDOW_MS,
} from '@app/domain';
import { ProviderSettings } from '@app/provider-settings';
import { ROAMESIM_TOKEN_TTL_MS } from '@app/providers';
import { DataSource, EntityManager } from 'typeorm';

/** socket.io clients across every api process (counted by the api's gateway). */
export interface ConnectedClients {
  clients: number;
  processes: number;
}

/**
 * The Real-time and Monitoring tabs' discovery side: the Section 2.4 monitor (Start/Stop resume or
 * pause the 20-SKU cycle, Clear Counter), the Package Loader (a full load, stoppable) and the API
 * configuration box. Every action is audited in the transaction that makes it.
 */
@Injectable()
export class DiscoveryMonitor {
  constructor(
    private readonly dataSource: DataSource,
    private readonly control: DiscoveryControl,
    private readonly catalogue: CatalogueService,
    private readonly audit: AdminAudit,
    private readonly settings: ProviderSettings,
  ) {}

  async status(connected: ConnectedClients): Promise<MonitorStatus> {
    const figures = await this.control.figures();
    return { ...figures, connectedClients: connected.clients, apiProcesses: connected.processes };
  }

  /** Start (true) resumes the cycle, Stop (false) pauses it. */
  async setActive(active: boolean, actor: AuditActor, connected: ConnectedClients): Promise<MonitorStatus> {
    await this.audited(actor, active ? 'cycle_resumed' : 'cycle_paused', (manager) =>
      this.control.setCycleActive(active, manager),
    );
    return this.status(connected);
  }

  async clearCounter(actor: AuditActor, connected: ConnectedClients): Promise<MonitorStatus> {
    await this.audited(actor, 'counter_cleared', (manager) => this.control.clearCounter(manager));
    return this.status(connected);
  }

  async startLoad(actor: AuditActor): Promise<PackageLoadReply> {
    await this.control.startFullLoad();
    await this.dataSource.transaction((manager) =>
      this.audit.record(manager, {
        actor,
        action: 'catalogue.load',
        targetType: 'catalogue',
        targetId: 'full_load',
        after: { load: 'started' },
      }),
    );
    return { success: true, progress: await this.catalogue.syncStatus() };
  }

  async stopLoad(actor: AuditActor): Promise<PackageLoadReply> {
    await this.dataSource.transaction(async (manager) => {
      await this.control.requestStop(manager);
      await this.audit.record(manager, {
        actor,
        action: 'catalogue.load',
        targetType: 'catalogue',
        targetId: 'full_load',
        after: { load: 'stop_requested' },
      });
    });
    return { success: true, progress: await this.catalogue.syncStatus() };
  }

  async loadStatus(): Promise<PackageLoadReply> {
    return { success: true, progress: await this.catalogue.syncStatus() };
  }

  /** What the API configuration box shows: the settings the sync really runs with. */
  config(): DiscoveryConfig {
    return {
      baseUrl: this.settings.get('roamesim').credentials.apiUrl ?? '',
      tokenLifetimeSeconds: ROAMESIM_TOKEN_TTL_MS / 1000,
      skusPerCycle: DISCOVERY_SKUS_PER_CYCLE,
      cycleSeconds: DISCOVERY_INTERVAL_MS / 1000,
      syncIntervalSeconds: DISCOVERY_SYNC_INTERVAL_MS / 1000,
      targetPackages: DISCOVERY_TARGET_PACKAGES,
      dataStorageWindowSeconds: PACKAGE_DATA_STORAGE_WINDOW_MS / 1000,
      source: 'RoameSIM API (getSkus, getPackages)',
    };
  }

  private async audited(
    actor: AuditActor,
    change: string,
    apply: (manager: EntityManager) => Promise<unknown>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await apply(manager);
      await this.audit.record(manager, {
        actor,
        action: 'discovery.control',
        targetType: 'catalogue',
        targetId: 'discovery',
        after: { change },
      });
    });
  }
}
