import { Injectable } from '@nestjs/common';
import { SessionService } from '@app/accounts';
import { AdminAudit, AuditActor } from '@app/audit';
import type { ForceLogoutResult } from '@app/contracts';
import { DataSource } from 'typeorm';

/** Force Logout All: every session ends but the admin's own; audited with the counts. */
@Injectable()
export class ForceLogout {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly audit: AdminAudit,
  ) {}

  async all(actor: AuditActor, ownSessionId: string): Promise<ForceLogoutResult> {
    const revoked = await this.dataSource.transaction(async (manager) => {
      const result = await this.sessions.revokeAllExcept(ownSessionId, manager);
      await this.audit.record(manager, {
        actor,
        action: 'control.force_logout_all',
        targetType: 'sessions',
        targetId: 'all',
        before: null,
        after: { revokedSessions: result.sessions, users: result.userIds.length },
      });
      return result;
    });
    for (const userId of revoked.userIds) this.sessions.notifyRevoked(userId);
    return { revokedSessions: revoked.sessions, users: revoked.userIds.length };
  }
}
