import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { AuditEntry } from './audit-entry';

/** A user agent is kept to this many characters. */
const USER_AGENT_MAX = 512;

/**
 * Writes one audit entry, inside the caller's transaction (`manager`): the entry commits with the
 * change, or neither does. The table is append-only (the migration refuses UPDATE and DELETE).
 */
@Injectable()
export class AdminAudit {
  async record(manager: EntityManager, entry: AuditEntry): Promise<string> {
    const [{ id }]: { id: string }[] = await manager.query(
      `INSERT INTO admin_audit (actor_id, actor_email, actor_role, ip, user_agent, action, target_type,
         target_id, before, after, detail)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11::jsonb) RETURNING id::text AS id`,
      [
        entry.actor.id,
        entry.actor.email,
        entry.actor.role,
        entry.actor.ip,
        entry.actor.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        entry.action,
        entry.targetType,
        entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
        entry.before ? JSON.stringify(entry.before) : null,
        entry.after ? JSON.stringify(entry.after) : null,
        entry.detail ? JSON.stringify(entry.detail) : null,
      ],
    );
    return id;
  }
}
