import { Injectable, NotFoundException } from '@nestjs/common';
import { AdminAudit, type AuditActor } from '@app/audit';
import type { StaffNoteView } from '@app/contracts';
import { DataSource, type EntityManager } from 'typeorm';

export type NoteTarget = { type: 'order'; orderNumber: string } | { type: 'customer'; userId: string };

interface NoteRow {
  id: string;
  body: string;
  author_name: string;
  author_role: string;
  created_at: Date;
}

export const toNoteView = (row: NoteRow): StaffNoteView => ({
  id: row.id,
  body: row.body,
  authorName: row.author_name,
  authorRole: row.author_role,
  createdAt: row.created_at.toISOString(),
});

/**
 * Internal notes on orders and customers (staff_note): written with the author's name and staff
 * role, audited (note.add), shown on the order's timeline and the customer page. Only admin routes
 * read them; no customer-facing answer or message includes them.
 */
@Injectable()
export class StaffNotes {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AdminAudit,
  ) {}

  async add(actor: AuditActor, target: NoteTarget, body: string): Promise<StaffNoteView> {
    return this.dataSource.transaction(async (manager) => {
      const targetId = await this.targetId(manager, target);
      const [author]: { full_name: string }[] = await manager.query(
        'SELECT full_name FROM app_user WHERE id = $1',
        [actor.id],
      );
      const [row]: NoteRow[] = await manager.query(
        `INSERT INTO staff_note (target_type, target_id, body, author_id, author_name, author_role)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, body, author_name, author_role, created_at`,
        [target.type, targetId, body.trim(), actor.id, author?.full_name ?? actor.email ?? '', actor.role],
      );
      await this.audit.record(manager, {
        actor,
        action: 'note.add',
        targetType: target.type === 'order' ? 'order' : 'user',
        targetId: target.type === 'order' ? target.orderNumber : target.userId,
        after: { note: row.id, length: row.body.length },
      });
      return toNoteView(row);
    });
  }

  async of(type: 'order' | 'customer', targetId: string): Promise<StaffNoteView[]> {
    const rows: NoteRow[] = await this.dataSource.query(
      `SELECT id, body, author_name, author_role, created_at FROM staff_note
       WHERE target_type = $1 AND target_id = $2 ORDER BY created_at DESC, id`,
      [type, targetId],
    );
    return rows.map(toNoteView);
  }

  private async targetId(manager: EntityManager, target: NoteTarget): Promise<string> {
    if (target.type === 'order') {
      const [order]: { id: string }[] = await manager.query('SELECT id FROM orders WHERE order_number = $1', [
        target.orderNumber,
      ]);
      if (!order)
        throw new NotFoundException({ code: 'NOT_FOUND', message: `Order not found: ${target.orderNumber}` });
      return order.id;
    }
    const [user]: { id: string }[] = await manager.query(
      "SELECT id FROM app_user WHERE id = $1 AND role = 'user'",
      [target.userId],
    );
    if (!user)
      throw new NotFoundException({ code: 'NOT_FOUND', message: `Customer not found: ${target.userId}` });
    return user.id;
  }
}
