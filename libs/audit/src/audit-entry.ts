import type { AuditAction } from '@app/contracts';

/** Who did it, from where: the signed-in user and the request's address and user agent. */
export interface AuditActor {
  id: string;
  email: string | null;
  role: string;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  targetType: string;
  targetId?: string | number | null;
  /** Only the fields that changed (secrets masked by the caller), or null (a creation/deletion). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Bulky data kept for an undo (a bulk reprice's every old and new price), not listed. */
  detail?: Record<string, unknown> | null;
}

/**
 * The fields of `after` whose value differs from `before` (compared as JSON), each side keeping only
 * those fields: the before/after diff of an audit entry. Empty when nothing changed.
 */
export function fieldDiff(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const diff = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of Object.keys(after)) {
    if (after[key] === undefined) continue;
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key])) continue;
    diff.before[key] = before[key] ?? null;
    diff.after[key] = after[key];
  }
  return diff;
}
