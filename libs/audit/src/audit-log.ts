import { BadRequestException, Injectable } from '@nestjs/common';
import type { AuditEntryView, AuditPage } from '@app/contracts';
import { csvDocument } from '@app/domain';
import { DataSource } from 'typeorm';

export interface AuditQuery {
  page: number;
  pageSize: number;
  /** Part of the actor's email, or their id. */
  actor?: string;
  /** Part of the target id, or `type` or `type:id` (e.g. `package:12`). */
  target?: string;
  action?: string;
  from?: Date;
  to?: Date;
}

/** Actions whose entry can be undone from the Audit tab (the latest of them only). */
export const REVERTIBLE_ACTIONS = ['package.bulk_price', 'package.reprice_markup'] as const;

interface AuditRecord {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string | null;
  ip: string | null;
  user_agent: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  revertible: boolean;
}

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The one WHERE of the Audit tab's page, its count and its CSV. */
function auditFilters(query: Omit<AuditQuery, 'page' | 'pageSize'>): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const actor = query.actor?.trim();
  if (actor)
    clauses.push(
      `(a.actor_email ILIKE ${add(`%${likeEscape(actor)}%`)} OR a.actor_id::text = ${add(actor)})`,
    );
  const target = query.target?.trim();
  if (target) {
    const [type, id] = target.includes(':') ? target.split(':', 2) : [null, null];
    if (type !== null) clauses.push(`(a.target_type = ${add(type)} AND a.target_id = ${add(id)})`);
    else
      clauses.push(`(a.target_type = ${add(target)} OR a.target_id ILIKE ${add(`%${likeEscape(target)}%`)})`);
  }
  if (query.action) clauses.push(`a.action = ${add(query.action)}`);
  if (query.from) clauses.push(`a.at >= ${add(query.from)}`);
  if (query.to) clauses.push(`a.at < ${add(query.to)}`);
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

const SELECT = `SELECT a.id::text AS id, a.at, a.actor_id, a.actor_email, a.actor_role, a.ip, a.user_agent,
    a.action, a.target_type, a.target_id, a.before, a.after,
    (a.id = (SELECT max(l.id) FROM admin_audit l WHERE l.action IN ('package.bulk_price', 'package.reprice_markup'))
      AND NOT EXISTS (SELECT 1 FROM admin_audit r WHERE r.action = 'package.bulk_price_revert'
        AND r.target_id = a.id::text)) AS revertible
  FROM admin_audit a`;

const toView = (row: AuditRecord): AuditEntryView => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  actorId: row.actor_id,
  actorEmail: row.actor_email,
  actorRole: row.actor_role,
  ip: row.ip,
  userAgent: row.user_agent,
  action: row.action,
  targetType: row.target_type,
  targetId: row.target_id,
  before: row.before,
  after: row.after,
  revertible: row.revertible,
});

const CSV_HEADER = ['id', 'time', 'actor', 'role', 'ip', 'user agent', 'action', 'target', 'before', 'after'];

/** The Audit tab's reads: newest first, filtered and paged in SQL; CSV export of the same filter. */
@Injectable()
export class AuditLog {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: AuditQuery): Promise<AuditPage> {
    if (query.from && query.to && query.from > query.to)
      throw new BadRequestException({ message: 'from must be before to', code: 'VALIDATION_ERROR' });
    const { where, params } = auditFilters(query);
    const [rows, count] = await Promise.all([
      this.dataSource.query(
        `${SELECT} ${where} ORDER BY a.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.pageSize, (query.page - 1) * query.pageSize],
      ) as Promise<AuditRecord[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM admin_audit a ${where}`, params) as Promise<
        { total: number }[]
      >,
    ]);
    return { items: rows.map(toView), total: count[0].total, page: query.page, pageSize: query.pageSize };
  }

  async csv(query: Omit<AuditQuery, 'page' | 'pageSize'>): Promise<string> {
    const { where, params } = auditFilters(query);
    const rows: AuditRecord[] = await this.dataSource.query(`${SELECT} ${where} ORDER BY a.id DESC`, params);
    return csvDocument(
      CSV_HEADER,
      rows.map((row) => [
        row.id,
        new Date(row.at).toISOString(),
        row.actor_email ?? row.actor_id,
        row.actor_role,
        row.ip,
        row.user_agent,
        row.action,
        row.target_id ? `${row.target_type}:${row.target_id}` : row.target_type,
        row.before,
        row.after,
      ]),
    );
  }
}
