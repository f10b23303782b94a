import { Injectable } from '@nestjs/common';
import { AdminAudit, AuditActor } from '@app/audit';
import { rooms, type EmergencyStopView, type ShopStatus } from '@app/contracts';
import { QueueName, RealtimePublisher } from '@app/core';
import {
  EMERGENCY_STOP_SETTING_KEY,
  lockOutNewOrders,
  NOT_STOPPED,
  ORDERS_PAUSED_MESSAGE,
  readEmergencyStop,
  type EmergencyStopState,
} from '@app/orders';
import { DataSource } from 'typeorm';
import { QueueControl } from './queue-control';

/**
 * The queues an Emergency Stop pauses: everything that calls RoameSIM or spends money there
 * (provisioning, eSIM status syncs, the catalogue sync). `payments` keeps running so payments
 * already issued are still verified (and expired), `notifications` so receipts still go out,
 * `maintenance` so health checks, sweeps and Needs attention keep working.
 */
export const EMERGENCY_STOP_QUEUES: readonly QueueName[] = ['provisioning', 'esim-sync', 'catalogue'];

/**
 * Emergency Stop and Resume (Control and Server Control tabs): create-order answers 503
 * ORDERS_PAUSED while stopped (libs/orders `takingOrders`; the flag is written under
 * `lockOutNewOrders`), the storefront shows a banner (`shop_status_changed`), and the queues above
 * pause. Resume lifts the flag and resumes exactly the
 * queues the stop paused (a queue an admin had paused before stays paused). Both are audited.
 */
@Injectable()
export class EmergencyStop {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AdminAudit,
    private readonly queues: QueueControl,
    private readonly realtime: RealtimePublisher,
  ) {}

  async view(): Promise<EmergencyStopView> {
    return readEmergencyStop(this.dataSource.manager);
  }

  async shopStatus(): Promise<ShopStatus> {
    const state = await readEmergencyStop(this.dataSource.manager);
    return { acceptingOrders: !state.stopped, message: state.stopped ? ORDERS_PAUSED_MESSAGE : null };
  }

  async stop(actor: AuditActor): Promise<EmergencyStopView> {
    const before = await this.view();
    if (before.stopped) return before;
    // Orders stop first (the flag commits before any queue is touched), then the queues.
    const state: EmergencyStopState = {
      stopped: true,
      since: new Date().toISOString(),
      byEmail: actor.email,
      pausedQueues: [],
    };
    await this.write(state, actor, 'control.emergency_stop', before);
    for (const name of EMERGENCY_STOP_QUEUES) {
      if (await this.queues.pause(name, null)) state.pausedQueues.push(name);
    }
    await this.dataSource.query('UPDATE app_setting SET value = $2::jsonb WHERE key = $1', [
      EMERGENCY_STOP_SETTING_KEY,
      JSON.stringify(state),
    ]);
    this.announce(false);
    return state;
  }

  async resume(actor: AuditActor): Promise<EmergencyStopView> {
    const before = await this.view();
    if (!before.stopped) return before;
    for (const name of before.pausedQueues) {
      await this.queues.resume(name as QueueName, null);
    }
    await this.write(NOT_STOPPED, actor, 'control.resume', before);
    this.announce(true);
    return NOT_STOPPED;
  }

  private async write(
    state: EmergencyStopState,
    actor: AuditActor,
    action: 'control.emergency_stop' | 'control.resume',
    before: EmergencyStopState,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // Orders already past their check commit first; the ones after it wait, then see the new flag.
      await lockOutNewOrders(manager);
      await manager.query(
        `INSERT INTO app_setting (key, value, updated_at, updated_by) VALUES ($1, $2::jsonb, now(), $3)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now(), updated_by = EXCLUDED.updated_by`,
        [EMERGENCY_STOP_SETTING_KEY, JSON.stringify(state), actor.id],
      );
      await this.audit.record(manager, {
        actor,
        action,
        targetType: 'shop',
        targetId: 'orders',
        before: { stopped: before.stopped, pausedQueues: before.pausedQueues },
        after: {
          stopped: state.stopped,
          pausedQueues: action === 'control.resume' ? [] : [...EMERGENCY_STOP_QUEUES],
        },
      });
    });
  }

  private announce(acceptingOrders: boolean): void {
    this.realtime.publish([rooms.catalogue(), rooms.admins()], 'shop_status_changed', { acceptingOrders });
  }
}
